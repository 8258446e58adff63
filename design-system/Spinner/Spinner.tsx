import type { HTMLAttributes } from 'react';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/classNames';
import * as styles from './Spinner.css';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /**
   * Size of the circle: `sm` follows the text size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name. @default messages.loading ("Loading") */
  'aria-label'?: string;
}

/**
 * An indeterminate progress circle, announced as "Loading" unless labelled otherwise.
 * A plain element with role="progressbar" rather than react-aria's ProgressBar: an indeterminate
 * spinner has no value to format, so it need not pull in the number formatter.
 */
export function Spinner({ size = 'md', className, ...props }: SpinnerProps) {
  const messages = useMessages();
  return (
    <span
      role="progressbar"
      aria-label={props['aria-labelledby'] ? undefined : messages.loading}
      {...props}
      className={cx(styles.spinner({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
