export { AD_RATIO, AdPopup, type AdPopupItem, type AdPopupProps } from './AdPopup';
