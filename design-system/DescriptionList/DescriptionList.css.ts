import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
