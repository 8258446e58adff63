import type { SVGProps } from 'react';
import { cx } from '../utils/classNames';
import { icon } from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology.
   * @default undefined
   */
  label?: string;
}

export interface IconBaseProps extends IconProps {
  children: SVGProps<SVGSVGElement>['children'];
}

/**
 * The 24x24 stroke frame every icon draws in; size follows the surrounding font size. The glyphs
 * are one set, Feather (MIT) and its successor Lucide (ISC, https://lucide.dev): their path data,
 * drawn in this frame with a 2-unit round stroke, so a new icon is copied from Lucide unchanged.
 * An icon beside its text is decorative (no `label`); the text carries the meaning.
 */
export function Icon({ label, className, children, ...props }: IconBaseProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={cx(icon, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {children}
    </svg>
  );
}
