import { Button } from '../Button/Button';
import { IconChevronLeft } from '../icons/IconChevronLeft';
import { IconChevronRight } from '../icons/IconChevronRight';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem';
import { useMessages } from '../messages/MessagesProvider';
import { formatMessage } from '../messages/messages';
import { Select } from '../Select/Select';
import { cx } from '../utils/classNames';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Current page size; with `onPageSizeChange`, shows the page-size choice. */
  pageSize?: number;
  /** @default [10, 20, 50, 100] */
  pageSizeOptions?: number[];
  onPageSizeChange?: (size: number) => void;
  /** Page buttons shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Names the navigation landmark. @default messages.pagination */
  'aria-label'?: string;
  className?: string;
}

type PageItem = number | 'gap-start' | 'gap-end';

export function pageWindow(page: number, pageCount: number, siblings: number): PageItem[] {
  const items: PageItem[] = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  items.push(1);
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** Page navigation with previous/next, numbered pages and an optional page-size choice. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = [10, 20, 50, 100],
  onPageSizeChange,
  siblings = 1,
  className,
  ...props
}: PaginationProps) {
  const messages = useMessages();
  const total = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), total);
  return (
    <nav
      aria-label={props['aria-label'] ?? messages.pagination}
      className={cx(styles.pagination, className)}
    >
      <ul className={styles.pages}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={current <= 1}
            onPress={() => onPageChange(current - 1)}
            aria-label={messages.previousPage}
          >
            <IconChevronLeft />
          </Button>
        </li>
        {pageWindow(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === current ? 'primary' : 'quiet'}
                size="sm"
                aria-label={formatMessage(messages.goToPage, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={current >= total}
            onPress={() => onPageChange(current + 1)}
            aria-label={messages.nextPage}
          >
            <IconChevronRight />
          </Button>
        </li>
      </ul>
      <VisuallyHidden aria-live="polite">
        {formatMessage(messages.pageOf, { page: current, total })}
      </VisuallyHidden>
      {onPageSizeChange && pageSize !== undefined ? (
        <Select
          className={styles.pageSize}
          label={messages.pageSize}
          selectedKey={String(pageSize)}
          onSelectionChange={(key) => onPageSizeChange(Number(key))}
          items={pageSizeOptions.map((n) => ({ id: String(n), n }))}
        >
          {(item) => <ListBoxItem id={item.id}>{String(item.n)}</ListBoxItem>}
        </Select>
      ) : null}
    </nav>
  );
}
