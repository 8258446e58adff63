import type { HTMLAttributes } from 'react';
import { cx } from '../utils/classNames';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Element to render.
   * @default 'span'
   */
  elementType?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3';
}

/** Text for screen readers only (kept in the accessibility tree, removed from view). */
export function VisuallyHidden({
  elementType: Element = 'span',
  className,
  ...props
}: VisuallyHiddenProps) {
  return <Element className={cx(visuallyHidden, className)} {...props} />;
}
