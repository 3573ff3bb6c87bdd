export { AD_RATIO, AdPopup, type AdPopupItem, type AdPopupProps, type AdPopupCssVars } from './AdPopup';
