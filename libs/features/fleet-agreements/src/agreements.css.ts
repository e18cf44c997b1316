// The contract's rendition: its sections as a readable column (the design system's document).
export { documentSections as document } from '@velo/ui/recipes';
