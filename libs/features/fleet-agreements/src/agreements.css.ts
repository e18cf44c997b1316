// The contract's rendition: its sections as a readable column, its fields each label above its
// value on a phone, beside it from the tablet width (the design system's document and detail list).
export {
  documentSections as document,
  detailList as fields,
  descriptionRow as fieldRow,
  detailTerm as term,
  detailValue as definition,
} from '@velo/ui/recipes';
