import { style } from '@vanilla-extract/css';
import { vars } from '@velo/ui/vars';

// The breakdown is the design system's figure list (@velo/ui/recipes); colours and type come from
// @velo/ui's Text and Money inside. A detail line stands back under the line it explains.
export const detail = style({ paddingInlineStart: vars.space['4'] });
