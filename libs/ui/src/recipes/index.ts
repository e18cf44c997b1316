/**
 * Style recipes the screens share (vanilla-extract classes on the theme contract), for layouts no
 * component draws: a screen's own .css.ts uses one as it is or composes it
 * (`style([detailList, { … }])`), so the same rules are written once.
 */
export {
  barFilled,
  barOutlined,
  chart,
  chartLabel,
  chartLegend,
  chartLegendItem,
  chartSwatch,
} from './charts.css';
export { focusOutline } from './focus.css';
export {
  bareList,
  descriptionGrid,
  descriptionRow,
  detailList,
  detailTerm,
  detailValue,
  documentSections,
  figureList,
  figureTerm,
  figureValue,
  stackedList,
} from './lists.css';
export { statusLine } from './status.css';
export { visuallyHidden } from './visuallyHidden.css';
