export { Loading, LOADING_DEFAULT_TEXT, type LoadingProps, type LoadingCssVars } from './Loading';
