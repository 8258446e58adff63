import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system';

export const lookup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const problem = style({ marginBlockStart: vars.space.xs });
