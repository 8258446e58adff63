import type { HTMLAttributes } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import { cx } from '../utils/classNames';

export interface BoxProps
  extends Omit<HTMLAttributes<HTMLElement>, 'color'>, NonNullable<Sprinkles> {
  /** Element to render. @default 'div' */
  elementType?: 'div' | 'section' | 'ul' | 'li' | 'span' | 'header' | 'footer' | 'nav' | 'main';
}

/** A layout element styled with sprinkles props: `<Box display="flex" gap="md" flexWrap="wrap">`. */
export function Box({ elementType: Element = 'div', className, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as never)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  return <Element className={cx(sprinkles(atomProps), className)} {...nativeProps} />;
}
