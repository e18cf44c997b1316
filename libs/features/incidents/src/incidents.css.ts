import { style } from '@vanilla-extract/css';
import { descriptionGrid, stackedList } from '@velo/ui/recipes';
import { vars } from '@velo/ui/vars';

/** The assistance number, large enough to read and tap at the roadside (WCAG 2.5.8 target size). */
export const assistancePhone = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const list = style([stackedList, { gap: vars.space['4'] }]);

/** An incident's details: label and value side by side even on a phone (short labels). */
export const facts = style([
  descriptionGrid,
  { gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', rowGap: vars.space['1'] },
]);

export const term = style({ margin: 0, color: vars.color.textMuted });

export { detailValue as value } from '@velo/ui/recipes';
