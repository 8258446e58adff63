import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/classNames';
import * as styles from './Loader.css';

export interface LoaderProps {
  /** The institution's logo (an <img> with alt text, or an SVG). */
  logo?: ReactNode;
  /** Visible text under the spinner; the spinner's accessible name stays "Loading". */
  message?: ReactNode;
  /**
   * Cover the viewport (start-up loader) or fill the parent (route loading).
   * @default true
   */
  fullPage?: boolean;
  className?: string;
}

/** Full-page loader: a logo slot and a spinner, shown while the app starts or a page loads. */
export function Loader({ logo, message, fullPage = true, className }: LoaderProps) {
  return (
    <div className={cx(styles.loader, !fullPage && styles.inline, className)} data-loader="">
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <Spinner size="lg" />
      {message ? <p className={styles.message}>{message}</p> : null}
    </div>
  );
}
