import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../tokens/breakpoints';

/**
 * Spec section 9: from the sm breakpoint (600 px) the navigation and actions sit in the header; below
 * it they move into the menu dialog. Plain media queries, so nothing is measured in JavaScript and
 * the server-rendered or first-painted layout is already the right one.
 */
const wide = mediaUp('sm');

export const bar = style({
  display: 'flex',
  // Between 600 px and the width that fits everything, the actions go to a second line rather
  // than squeezing the links onto one word per line.
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  flex: 1,
  minWidth: 0,
  minHeight: '4rem',
  fontFamily: vars.font.family.body,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const navigation = style({
  display: 'none',
  '@media': { [wide]: { display: 'block', flex: '1 1 auto' } },
});

export const actions = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space['2'],
      marginInlineStart: 'auto',
    },
  },
});

/** The actions of a header without links: in the header at every width. */
export const actionsAlways = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
});

export const menuTrigger = style({
  display: 'flex',
  marginInlineStart: 'auto',
  '@media': { [wide]: { display: 'none' } },
});

export const menuActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.neutral['20']}`,
});
