export { NoData, type NoDataProps } from './NoData';
