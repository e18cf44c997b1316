// The extra contributions' lines: terms and their amounts, drawn as every figure list (as
// @velo/leasing-ui's monthly breakdown).
export {
  figureList as list,
  descriptionRow as row,
  figureTerm as term,
  figureValue as description,
} from '@velo/ui/recipes';
