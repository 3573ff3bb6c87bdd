export { Cell, CellGroup, type CellGroupProps, type CellProps, type CellCssVars } from './Cell';
