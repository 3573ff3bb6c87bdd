export { HeaderMenu, nextMenuIndex, type HeaderMenuProps, type HeaderMenuCssVars } from './HeaderMenu';
