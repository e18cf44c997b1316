import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  // Long words (e-mail addresses, IBANs) wrap instead of overflowing at 320 px (WCAG 1.4.10).
  overflowWrap: 'break-word',
});

const heading = { lineHeight: vars.font.lineHeight.tight, color: vars.color.text } as const;

/** The type scale, all from the font tokens. Keys match `textVariants` in Text.tsx. */
export const variant = styleVariants({
  pageTitle: { ...heading, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold },
  sectionTitle: { ...heading, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
  subsectionTitle: { ...heading, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold },
  body: {
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.regular,
  },
  bodyStrong: {
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.bold,
  },
  bodySmall: {
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.regular,
  },
  caption: {
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
  },
  // textMuted (neutral 60) keeps 4.5:1 on the surface and background colours (WCAG 1.4.3).
  muted: {
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  },
});
