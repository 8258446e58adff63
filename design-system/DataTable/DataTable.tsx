import type { ReactNode } from 'react';
import { cx } from '../utils/classNames';
import * as styles from './DataTable.css';

export interface DataTableColumn<Item> {
  /** Stable key of the column. */
  id: string;
  /** The column header's content. */
  header: ReactNode;
  /** What this column shows for a row. */
  cell: (item: Item) => ReactNode;
  /**
   * The column naming each row (`<th scope="row">`), read by screen readers with every cell.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Alignment of the column's cells (numbers align to the end).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface DataTableProps<Item> {
  columns: readonly DataTableColumn<Item>[];
  items: readonly Item[];
  /** A stable key per row. */
  rowKey: (item: Item) => string;
  /** A visible caption naming the table; else give `aria-label` or `aria-labelledby`. */
  caption?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A class per row (e.g. today's row in bold). */
  rowClassName?: (item: Item) => string | undefined;
  className?: string;
}

/**
 * A static table of read-only data: a plain `<table>` with `<th scope>` headers, read by
 * screen readers' table commands and the page's Tab order never stops inside it. Use `Table`
 * (a react-aria grid, arrow keys and a roving focus) only when rows are selected, sorted or act.
 */
export function DataTable<Item>({
  columns,
  items,
  rowKey,
  caption,
  rowClassName,
  className,
  ...label
}: DataTableProps<Item>) {
  return (
    <table {...label} className={cx(styles.table, className)}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={cx(styles.headerCell, column.align === 'end' && styles.end)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)} className={cx(styles.row, rowClassName?.(item))}>
            {columns.map((column) => {
              const align = column.align === 'end' && styles.end;
              return column.isRowHeader ? (
                <th key={column.id} scope="row" className={cx(styles.rowHeader, align)}>
                  {column.cell(item)}
                </th>
              ) : (
                <td key={column.id} className={cx(styles.cell, align)}>
                  {column.cell(item)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
