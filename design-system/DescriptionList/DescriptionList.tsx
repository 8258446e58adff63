import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/classNames';
import * as styles from './DescriptionList.css';

/** A term and its detail; `null`, `undefined`, `false` and `''` details are left out. */
export type DescriptionRow = readonly [term: string, detail: ReactNode];

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  rows: readonly DescriptionRow[];
}

const isEmpty = (detail: ReactNode) =>
  detail === null || detail === undefined || detail === false || detail === '';

/**
 * Label / value facts of a record (a loan, a hold, a debt): a `<dl>` laid out as a grid that
 * wraps to one column on a phone, the terms muted above their details. Rows without a detail are
 * left out, so a record shows only what it has.
 */
export function DescriptionList({ rows, className, ...props }: DescriptionListProps) {
  return (
    <dl className={cx(styles.list, className)} {...props}>
      {rows
        .filter(([, detail]) => !isEmpty(detail))
        .map(([term, detail]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
    </dl>
  );
}
