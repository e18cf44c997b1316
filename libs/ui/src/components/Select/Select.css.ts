export * from '../private/field.css';
export * as list from '../private/listbox.css';
