export { HeaderMenu, HEADER_MENU_EXIT_MS, nextMenuIndex, type HeaderMenuProps } from './HeaderMenu';
