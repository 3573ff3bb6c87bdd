import './icon-button.css';

export { Icon, type IconCssVars, type IconProps, type IconSet } from './Icon';
export { PAGE_ICONS, type PageIconName } from './page-icons';
export { ICONS, type IconName, type IconShape, type IconSpec } from './icons';
/** The class of the round icon button (44 px target, pill, transparent): add it to a <button> holding an Icon. */
export const ICON_BUTTON_CLASS = 'sf-icon-button';
