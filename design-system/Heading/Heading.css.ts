import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.md },
      sm: { fontSize: vars.font.size.lg },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.xxl },
      xl: { fontSize: vars.font.size.xxxl },
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
