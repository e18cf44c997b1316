/** A status line: quiet text under its control, empty until something is done. */
export { statusLine as status } from '@velo/ui/recipes';
