export { Sort, type SortOption, type SortProps, type SortCssVars } from './Sort';
