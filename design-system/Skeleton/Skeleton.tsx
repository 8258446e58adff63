import type { CSSProperties } from 'react';
import { cx } from '../utils/classNames';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /**
   * `text` draws lines the height of the text, `rect` a block, `circle` an avatar.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines (the last one is shorter). @default 1 */
  lines?: number;
  /** CSS width. @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height (ignored for text). @default '4rem' */
  height?: CSSProperties['height'];
  /**
   * Announce "Loading" to screen readers. Turn off when a parent already says it.
   * @default true
   */
  announce?: boolean;
  className?: string;
}

/** A placeholder with the rough shape of content that is still loading. */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width = '100%',
  height = '4rem',
  announce = true,
  className,
}: SkeletonProps) {
  const messages = useMessages();
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div className={cx(styles.group, className)} data-skeleton="">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cx(
            styles.skeleton,
            shape === 'text' && styles.text,
            shape === 'circle' && styles.circle,
          )}
          style={{
            width: shape === 'text' && count > 1 && i === count - 1 ? '60%' : width,
            height: shape === 'text' ? undefined : height,
          }}
        />
      ))}
      {announce ? <VisuallyHidden role="status">{messages.loading}</VisuallyHidden> : null}
    </div>
  );
}
