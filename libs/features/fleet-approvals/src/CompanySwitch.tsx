/**
 * The company switch of /approve, in a module of its own so the screen fetches it only when there is
 * a choice (a manager of several companies): its listbox weighs more than the rest of the first
 * load. The lib's other imports of @velo/leasing-ui (the page buttons) are static, so the lazy one
 * goes through this module.
 */
export { CompanySwitch } from '@velo/leasing-ui/CompanySwitch';
