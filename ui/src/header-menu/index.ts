export { HeaderMenu, nextMenuIndex, type HeaderMenuProps } from './HeaderMenu';
