export { RegionPicker } from './region-picker-field';
export type { RegionPickerProps } from './region-picker-field';
