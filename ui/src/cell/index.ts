export { Cell, CellGroup, type CellGroupProps, type CellProps } from './Cell';
