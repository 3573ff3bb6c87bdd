export {
  Picker,
  PickerColumn,
  type PickerColumnProps,
  normalizePickerValue,
  pickerLabels,
  nextOptionIndex,
  type PickerOption,
  type PickerProps,
  type PickerCssVars,
} from './Picker';
export {
  Cascader,
  cascadeColumns,
  changeCascade,
  type CascaderOption,
  type CascaderProps,
  type CascadeState,
} from './Cascader';
export {
  PickerSheet,
  CascaderSheet,
  SpacePicker,
  LocationCascader,
  SPACE_LEVEL_LABELS,
  LOCATION_LEVEL_LABELS,
  type PickerSheetProps,
  type CascaderSheetProps,
} from './PickerSheet';
