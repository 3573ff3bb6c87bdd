export {
  Sheet,
  shouldDismissSheet,
  type SheetCssVars,
  SHEET_CLOSE_FRACTION,
  SHEET_CLOSE_VELOCITY,
  type SheetProps,
} from './Sheet';
export { SheetActions, type SheetActionsProps } from './SheetActions';
