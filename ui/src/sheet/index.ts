export {
  Sheet,
  shouldDismissSheet,
  SHEET_CLOSE_FRACTION,
  SHEET_CLOSE_VELOCITY,
  SHEET_EXIT_MS,
  type SheetProps,
} from './Sheet';
export { useFocusTrap, getTabbables, type FocusTrapOptions, type InitialFocus } from './useFocusTrap';
export { SheetActions, type SheetActionsProps } from './SheetActions';
