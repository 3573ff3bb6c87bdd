export { SEARCH_PLACEHOLDER, SearchBar, type SearchBarProps, type SearchBarCssVars } from './SearchBar';
