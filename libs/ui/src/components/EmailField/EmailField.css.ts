export * from '../private/field.css';
