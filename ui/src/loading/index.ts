export { Loading, LOADING_DEFAULT_TEXT, type LoadingProps } from './Loading';
