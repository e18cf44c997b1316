import { media, vars } from '@velo/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, descriptionGrid } from '@velo/ui/recipes';

/** Fields one per row on a phone, two per row from the tablet width. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A read-only list of label and value: the label above on a phone, beside it from the tablet. */
export const facts = style([
  descriptionGrid,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space['1'],
    '@media': {
      [media.sm]: {
        gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
        rowGap: vars.space['3'],
      },
    },
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { marginBlockEnd: 0 } },
});

/** The masked IBAN in figures of even width, so its groups line up. */
export const iban = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

/** The FAQ: one disclosure per question (native details/summary: keyboard and screen readers). */
export const faqList = style([bareList, { display: 'grid', gap: vars.space['2'] }]);

export const faqItem = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['2'],
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  paddingBlock: vars.space['1'],
  minHeight: vars.size.target,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // A summary laid out as flex loses its disclosure triangle: this sign says it opens.
  '::before': { content: '"+"', display: 'inline-block', width: '1em', textAlign: 'center' },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.line.width.medium} solid ${vars.color.focus}`,
      outlineOffset: vars.line.focusOffset,
    },
  },
});

globalStyle(`${faqItem} details[open] > ${faqQuestion}::before`, { content: '"−"' });

globalStyle(`${faqItem} p`, { margin: 0, marginBlockStart: vars.space['2'], maxWidth: '70ch' });

/** One label and value of `facts`: its own element for valid markup, laid out by the grid. */
export { descriptionRow as factRow } from '@velo/ui/recipes';
