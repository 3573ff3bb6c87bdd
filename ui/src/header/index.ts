export { Header, type HeaderProps, type HeaderCssVars } from './Header';
