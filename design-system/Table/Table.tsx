import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconArrowDown } from '../icons/IconArrowDown';
import { IconArrowUp } from '../icons/IconArrowUp';
import { useMessages } from '../messages/MessagesProvider';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { cx, withClassName } from '../utils/classNames';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Table.css';

export type { CellProps, RowProps, TableHeaderProps, TableProps };

/**
 * A data table: sortable columns (`sortDescriptor` / `onSortChange`), single or multiple row
 * selection (`selectionMode`, `selectedKeys` / `onSelectionChange`), arrow-key navigation.
 * Needs `aria-label` or `aria-labelledby`.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.container}>
      <AriaTable {...props} className={withClassName(className, styles.table)} />
    </div>
  );
}

/** Header row; adds the "select all" checkbox column when rows are multi-selectable. */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  const messages = useMessages();
  return (
    <AriaTableHeader {...props} className={withClassName(className, styles.header)}>
      {allowsDragging ? <AriaColumn /> : null}
      {selectionBehavior === 'toggle' && selectionMode !== 'none' ? (
        <AriaColumn className={cx(styles.column, styles.selectionCell)}>
          {selectionMode === 'multiple' ? (
            <Checkbox slot="selection" />
          ) : (
            <VisuallyHidden>{messages.selection}</VisuallyHidden>
          )}
        </AriaColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends AriaColumnProps {
  /** Header text (a sort arrow is added when `allowsSorting`). */
  children?: ReactNode;
}

export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={withClassName(className, styles.column)}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && sortDirection ? (
            sortDirection === 'ascending' ? (
              <IconArrowUp className={styles.sortIcon} />
            ) : (
              <IconArrowDown className={styles.sortIcon} />
            )
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T extends object> extends AriaTableBodyProps<T> {
  /**
   * First load: shows `loadingRows` skeleton rows (or a spinner) instead of the empty state.
   * @default false
   */
  isLoading?: boolean;
  /** Message when there are no rows. @default messages.emptyTable */
  emptyState?: ReactNode;
}

export function TableBody<T extends object>({
  isLoading = false,
  emptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  const messages = useMessages();
  return (
    <AriaTableBody
      renderEmptyState={() => (
        <div className={styles.state}>
          {isLoading ? (
            <>
              <Spinner />
              <Skeleton lines={3} announce={false} />
            </>
          ) : (
            (emptyState ?? messages.emptyTable)
          )}
        </div>
      )}
      {...props}
      className={withClassName(className, '')}
    />
  );
}

/** A row; adds its selection checkbox when rows are multi-selectable. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <AriaRow id={id} {...props} className={withClassName(className, styles.row)}>
      {allowsDragging ? <AriaCell /> : null}
      {selectionBehavior === 'toggle' && selectionMode !== 'none' ? (
        <AriaCell className={cx(styles.cell, styles.selectionCell)}>
          <Checkbox slot="selection" />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={withClassName(className, styles.cell)} />;
}
