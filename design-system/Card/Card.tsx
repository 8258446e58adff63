import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { cx } from '../utils/classNames';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; also names the region. */
  title?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Element to render. @default 'section' */
  elementType?: 'section' | 'article' | 'div' | 'li';
}

/** A bordered surface grouping related content (a loan, a title, a setting). */
export function Card({
  title,
  headingLevel = 3,
  footer,
  elementType: Element = 'section',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  return (
    <Element
      className={cx(styles.card, className)}
      aria-labelledby={title ? titleId : undefined}
      {...props}
    >
      {title ? (
        <Heading id={titleId} level={headingLevel} size="sm">
          {title}
        </Heading>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
