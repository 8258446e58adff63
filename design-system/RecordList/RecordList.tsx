import type { HTMLAttributes, LiHTMLAttributes } from 'react';
import { cx } from '../utils/classNames';
import * as styles from './RecordList.css';

export type RecordListProps = HTMLAttributes<HTMLUListElement>;

/**
 * A list of a patron's records (loans, holds, debts, suspensions): a plain `<ul>` whose items
 * are bordered boxes one above the other. Name it (`aria-label`) when a page has more than one.
 */
export function RecordList({ className, ...props }: RecordListProps) {
  return <ul className={cx(styles.list, className)} {...props} />;
}

export interface RecordListItemProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Marks a record that needs attention with a thicker edge; say why in its text too. */
  emphasised?: boolean;
}

/** One record of a `RecordList`. */
export function RecordListItem({ emphasised, className, ...props }: RecordListItemProps) {
  return <li className={cx(styles.item, emphasised && styles.emphasised, className)} {...props} />;
}

/** A record's first line: its name on one side, its state or actions on the other. */
export function RecordHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}
