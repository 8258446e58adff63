import { useId, type HTMLAttributes, type LiHTMLAttributes, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
} from 'react-aria-components';
import { IconChevronRight } from '../icons/IconChevronRight';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/classNames';
import * as styles from './RecordList.css';

export type RecordListProps = HTMLAttributes<HTMLUListElement>;

/**
 * A list of a patron's records (loans, holds, debts, alerts): rows aligned in columns on a wide
 * screen, short cards on a phone. Name it (`aria-label`) when a page has more than one.
 */
export function RecordList({ className, ...props }: RecordListProps) {
  return <ul className={cx(styles.list, className)} {...props} />;
}

/**
 * Why a record stands out: `attention` (overdue, a debt), `ready` (waiting at the desk), `info`
 * (new, unread). It draws an edge; the record's `status` must say the same in words.
 */
export type RecordEmphasis = keyof typeof styles.emphasis;

export interface RecordListItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /**
   * The record's name (a title, often a link). Giving it makes the item compact: a row on a wide
   * screen, a card of two or three lines on a phone. Without it the item is a plain box for
   * `children`.
   */
  title?: ReactNode;
  /** One or two short facts (a due date, a library); an array is shown on one line. */
  meta?: ReactNode | ReactNode[];
  /** A sentence or two of the record's own text (an alert's message), under the facts. */
  description?: ReactNode;
  /** The record's state, usually a `Badge`. */
  status?: ReactNode;
  /** Buttons or links acting on this record. */
  actions?: ReactNode;
  /** What an action said back (a new due date, a refusal); announced politely as it changes. */
  outcome?: ReactNode;
  /** The rest of the record, shown on demand behind a "Details" toggle. */
  details?: ReactNode;
  emphasis?: RecordEmphasis;
  /** @deprecated the same as `emphasis="attention"`. */
  emphasised?: boolean;
}

/** One record of a `RecordList`. */
export function RecordListItem({
  title,
  meta,
  description,
  status,
  actions,
  outcome,
  details,
  emphasis,
  emphasised,
  className,
  children,
  ...props
}: RecordListItemProps) {
  const edge = emphasis ?? (emphasised ? 'attention' : undefined);
  const classes = cx(styles.item, edge && styles.emphasis[edge], className);
  if (title === undefined) {
    return (
      <li className={classes} {...props}>
        {children}
      </li>
    );
  }
  return (
    <li className={cx(classes, styles.compact)} {...props}>
      <CompactRecord
        title={title}
        meta={meta}
        description={description}
        status={status}
        actions={actions}
        outcome={outcome}
        details={details}
      />
      {children}
    </li>
  );
}

type CompactRecordProps = Pick<
  RecordListItemProps,
  'title' | 'meta' | 'description' | 'status' | 'actions' | 'outcome' | 'details'
>;

function CompactRecord({
  title,
  meta,
  description,
  status,
  actions,
  outcome,
  details,
}: CompactRecordProps) {
  const messages = useMessages();
  const titleId = useId();
  const toggleId = useId();
  const footer = (
    <>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      {/* Present from the start, so what an action says back is announced when it appears. */}
      {(actions !== undefined || outcome !== undefined) && (
        <div role="status" className={styles.outcome}>
          {outcome}
        </div>
      )}
    </>
  );
  return (
    <>
      <div id={titleId} className={styles.title}>
        {title}
      </div>
      {status !== undefined && <div className={styles.status}>{status}</div>}
      {meta !== undefined && meta !== null && (
        <div className={styles.meta}>
          {Array.isArray(meta) ? (
            // Spans, not a nested list: a record's facts are one line, not items of the list.
            <span className={styles.metaList}>
              {meta
                .filter((fact) => fact !== null && fact !== undefined && fact !== false)
                .map((fact, index) => (
                  <span key={index} className={styles.metaFact}>
                    {fact}
                  </span>
                ))}
            </span>
          ) : (
            meta
          )}
        </div>
      )}
      {description !== undefined && description !== null && (
        <div className={styles.description}>{description}</div>
      )}
      {details === undefined ? (
        footer
      ) : (
        <AriaDisclosure className={styles.footer}>
          {({ isExpanded }) => (
            <>
              {footer}
              {/* Named with the record's title: ten "Details" buttons would say nothing apart. */}
              <AriaButton
                slot="trigger"
                id={toggleId}
                aria-labelledby={`${toggleId} ${titleId}`}
                className={styles.toggle}
              >
                <IconChevronRight
                  className={styles.chevron}
                  style={{ transform: isExpanded ? 'rotate(90deg)' : undefined }}
                />
                {messages.recordDetails}
              </AriaButton>
              <DisclosurePanel className={styles.panel}>{details}</DisclosurePanel>
            </>
          )}
        </AriaDisclosure>
      )}
    </>
  );
}

/** A record's first line: its name on one side, its state or actions on the other. */
export function RecordHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

export interface RecordListEmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** A sentence saying what there is not and what to do about it. */
  children: ReactNode;
  /** A way to do it (a link to the search, a button). */
  action?: ReactNode;
}

/** Stands in for an empty `RecordList`: says what to do, not only that there is nothing. */
export function RecordListEmpty({ children, action, className, ...props }: RecordListEmptyProps) {
  return (
    <div className={cx(styles.empty, className)} {...props}>
      <p className={styles.emptyText}>{children}</p>
      {action}
    </div>
  );
}
