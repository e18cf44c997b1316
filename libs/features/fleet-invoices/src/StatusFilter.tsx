/**
 * /invoices' status filter, fetched through a module of this lib's own: its listbox weighs, and
 * Nx forbids a lazy import of @velo/leasing-ui, which the screen imports statically.
 */
export { ChoiceFilter } from '@velo/leasing-ui/ChoiceFilter';
