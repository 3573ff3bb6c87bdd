export { NoData, type NoDataProps, type NoDataCssVars } from './NoData';
