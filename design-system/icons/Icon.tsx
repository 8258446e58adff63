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

/** The 24x24 stroke frame every icon draws in; size follows the surrounding font size. */
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
