export { SEARCH_PLACEHOLDER, SearchBar, type SearchBarProps } from './SearchBar';
