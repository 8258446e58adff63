import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const tooltip = style({
  maxWidth: '18rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.font.size.sm,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.tooltip,
  overflowWrap: 'anywhere',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
