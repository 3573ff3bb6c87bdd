export { AD_POPUP_EXIT_MS, AD_RATIO, AdPopup, type AdPopupItem, type AdPopupProps } from './AdPopup';
