import { useState, type ReactNode } from 'react';
import type { DialogCssVars } from '../dialog';
import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import { Sheet, SheetActions, type SheetCssVars } from '../sheet';
import { Cascader, cascadeColumns, type CascaderOption } from './Cascader';
import { normalizePickerValue, Picker, pickerLabels, type PickerCssVars, type PickerOption } from './Picker';
import { m } from '@storefront/sdk/i18n';

/** A picker sheet's root is its sheet's <dialog>: it takes the picker's, the sheet's and the dialog's variables. */
type PickerSheetNativeProps = NativeProps<PickerCssVars | SheetCssVars | DialogCssVars, HTMLDialogElement>;

interface FrameProps extends PickerSheetNativeProps {
  open: boolean;
  onClose(): void;
  title: string;
  onConfirm(): void;
  children: ReactNode;
}

function PickerSheetFrame(props: FrameProps) {
  const { open, onClose, title, onConfirm, children } = props;
  return (
    <Sheet
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      title={title}
      className={props.className ? `sf-picker-sheet ${props.className}` : 'sf-picker-sheet'}
    >
      {children}
      <SheetActions
        onCancel={onClose}
        onConfirm={() => {
          onConfirm();
          onClose();
        }}
      />
    </Sheet>
  );
}

/** Keeps a draft of the value while the sheet is open; each opening starts again from `value`. */
function useDraft(open: boolean, value: string[]) {
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  return [draft, setDraft] as const;
}

export interface PickerSheetProps extends PickerSheetNativeProps, OpenStateProps {
  title: string;
  columns: PickerOption[][];
  /** The value shown when the sheet opens. */
  value: string[];
  columnLabels?: string[];
  /** The chosen value and labels of every column. The sheet then closes. */
  onConfirm(value: string[], labels: string[]): void;
}

/** A Picker in a bottom sheet with Cancel and Confirm; nothing changes until Confirm. */
export function PickerSheet(props: PickerSheetProps) {
  // Cancel, Escape, a mask tap or a drag down close it, and so does Confirm.
  const [open, onClose] = useOpenState(props);
  const { title, columns, value, columnLabels, onConfirm } = props;
  const [draft, setDraft] = useDraft(open, value);
  return (
    <PickerSheetFrame
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      title={title}
      onConfirm={() => {
        const chosen = normalizePickerValue(columns, draft);
        onConfirm(chosen, pickerLabels(columns, chosen));
      }}
    >
      <Picker columns={columns} value={draft} onChange={setDraft} columnLabels={columnLabels} />
    </PickerSheetFrame>
  );
}

export interface CascaderSheetProps extends PickerSheetNativeProps, OpenStateProps {
  title: string;
  options: CascaderOption[];
  levels: 2 | 3;
  value: string[];
  levelLabels?: string[];
  onConfirm(value: string[], labels: string[]): void;
}

/** A Cascader in a bottom sheet with Cancel and Confirm. */
export function CascaderSheet(props: CascaderSheetProps) {
  const [open, onClose] = useOpenState(props);
  const { title, options, levels, value, levelLabels, onConfirm } = props;
  const [draft, setDraft] = useDraft(open, value);
  return (
    <PickerSheetFrame
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      title={title}
      onConfirm={() => {
        const state = cascadeColumns(options, draft, levels);
        onConfirm(state.value, state.labels);
      }}
    >
      <Cascader options={options} levels={levels} value={draft} onChange={setDraft} levelLabels={levelLabels} />
    </PickerSheetFrame>
  );
}

type ReadyMadeProps = Omit<CascaderSheetProps, 'levels' | 'title' | 'value'> & { title?: string; value?: string[] };

export const SPACE_LEVEL_LABELS: string[] = [m.ui_space(), m.ui_type()];
export const LOCATION_LEVEL_LABELS: string[] = [m.ui_country(), m.ui_province(), m.ui_city()];

/** The Space filter: two levels (a space, then its kind), titled 'Space'. */
export function SpacePicker({
  title = m.ui_space(),
  value = [],
  levelLabels = [m.ui_space(), m.ui_type()],
  ...rest
}: ReadyMadeProps) {
  return <CascaderSheet {...rest} title={title} value={value} levels={2} levelLabels={levelLabels} />;
}

/** Country / Province / City, three levels, for Complete Info and case filters. */
export function LocationCascader({
  title = m.ui_location(),
  value = [],
  levelLabels = [m.ui_country(), m.ui_province(), m.ui_city()],
  ...rest
}: ReadyMadeProps) {
  return <CascaderSheet {...rest} title={title} value={value} levels={3} levelLabels={levelLabels} />;
}
