import { withNativeProps, type NativeProps } from '../internal/native-props';
import type { SheetCssVars } from './Sheet';
import { m } from '@storefront/sdk/i18n';

/** The Cancel / Confirm row at the foot of a sheet that asks for a choice (pickers, date picker). */
export interface SheetActionsProps extends NativeProps<SheetCssVars, HTMLDivElement> {
  onCancel(): void;
  onConfirm(): void;
  cancelText?: string;
  confirmText?: string;
}

export function SheetActions(props: SheetActionsProps) {
  const { onCancel, onConfirm, cancelText = m.ui_cancel(), confirmText = m.ui_confirm() } = props;
  return withNativeProps(
    props,
    <div className="sf-sheet__actions">
      <button type="button" className="sf-sheet__action" onClick={onCancel}>
        {cancelText}
      </button>
      <button type="button" className="sf-sheet__action" data-primary="" onClick={onConfirm}>
        {confirmText}
      </button>
    </div>,
  );
}
