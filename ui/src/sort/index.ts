export { Sort, type SortOption, type SortProps } from './Sort';
