export { DayPicker, longDay } from './DayPicker';
export type { DayOption, DayPickerProps } from './DayPicker';
export { SlotPicker, useSlotChoice } from './SlotPicker';
export type { Slot, SlotChoice, SlotPickerProps } from './SlotPicker';
