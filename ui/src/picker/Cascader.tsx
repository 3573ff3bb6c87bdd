import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import { Picker, type PickerCssVars, type PickerOption } from './Picker';

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

export interface CascaderProps extends NativeProps<PickerCssVars, HTMLDivElement> {
  /** The tree: each option's children fill the next column. */
  options: CascaderOption[];
  levels: 2 | 3;
  /** The chosen value at each level (controlled); missing or unknown values count as the first option. */
  value?: string[];
  /** The first value when uncontrolled. Default: the first option of each level. */
  defaultValue?: string[];
  /** Called with the value and labels of every level after a level changes, in both modes. */
  onChange?(value: string[], labels: string[]): void;
  /** Visible name of each level's column. */
  levelLabels?: string[];
}

export interface CascadeState {
  /** The options shown at each level. */
  columns: PickerOption[][];
  /** The effective chosen value at each level that has options. */
  value: string[];
  labels: string[];
}

/**
 * The columns of a cascade: level 0 is the tree's top, each next level holds the children of the option chosen
 * above it (the first one when the value does not name one). A level without options ends the value.
 */
export function cascadeColumns(options: CascaderOption[], value: readonly string[], levels: number): CascadeState {
  const columns: PickerOption[][] = [];
  const chosen: string[] = [];
  const labels: string[] = [];
  let list: CascaderOption[] = options;
  for (let level = 0; level < levels; level++) {
    columns.push(list.map(({ value: v, label }) => ({ value: v, label })));
    const pick = list.find((o) => o.value === value[level]) ?? list[0];
    if (pick && chosen.length === level) {
      chosen.push(pick.value);
      labels.push(pick.label);
    }
    list = pick?.children ?? [];
  }
  return { columns, value: chosen, labels };
}

/** The cascade after the column at `level` changed to `next`: deeper levels restart at their first option. */
export function changeCascade(
  options: CascaderOption[],
  current: readonly string[],
  level: number,
  next: string,
  levels: number,
): CascadeState {
  return cascadeColumns(options, [...current.slice(0, level), next], levels);
}

/** Two or three linked columns (e.g. country / province / city): each column lists the children of the one before. */
export function Cascader(props: CascaderProps) {
  const { options, levels, levelLabels } = props;
  const [value, setValue] = useControllableState<readonly string[]>({
    prop: props.value,
    defaultProp: props.defaultValue ?? [],
    // The labels follow from the value, so both modes report them alike.
    onChange: (next) => props.onChange?.([...next], cascadeColumns(options, next, levels).labels),
  });
  const state = cascadeColumns(options, value, levels);
  return (
    <Picker
      {...nativePropsOf(props)}
      columns={state.columns}
      value={state.value}
      columnLabels={levelLabels}
      onChange={(next) => {
        const level = next.findIndex((v, i) => v !== state.value[i]);
        if (level === -1) return;
        setValue(changeCascade(options, state.value, level, next[level]!, levels).value);
      }}
    />
  );
}
