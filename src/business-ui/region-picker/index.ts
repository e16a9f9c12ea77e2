export { RegionPicker } from './region-picker';
export type { RegionPickerProps } from './region-picker';
