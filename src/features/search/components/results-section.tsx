import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Heading,
  ListBoxItem,
  Pagination,
  Select,
  Spinner,
} from '../../../../design-system';
import type { ErrorDescription } from '../../../lib/errors/describe-error';
import type { SortOption } from '../../../api/generated/model';
import { PAGE_SIZE } from '../utils/search-url';
import * as layout from './results-layout.css';

/**
 * The frame every listing of the catalogue shares (results, network results, authorities, an
 * index): a focusable heading, the count announced to screen readers, the failure, a spinner on
 * the first load, then the listing itself.
 *
 * With a `bar`, the count and the bar's controls share one line and the heading is read, not
 * shown (it appears when a new page puts the focus on it): the count says the same, and the
 * line it would take pushes the first result down (issue 39).
 */
export function ResultsSection({
  headingId,
  heading,
  status,
  failure,
  isPending,
  isBusy,
  bar,
  children,
}: {
  headingId: string;
  heading: string;
  /** What the live region says: the count once known, "loading" before, nothing otherwise. */
  status: string;
  failure: ErrorDescription | null;
  isPending: boolean;
  isBusy?: boolean;
  /** Controls beside the count, on its line. */
  bar?: ReactNode;
  children: ReactNode;
}) {
  const count = (
    <p aria-live="polite" aria-atomic="true" className={layout.status}>
      {status}
    </p>
  );
  return (
    <section aria-labelledby={headingId} aria-busy={isBusy} className={layout.section}>
      <Heading
        level={2}
        id={headingId}
        tabIndex={-1}
        className={bar === undefined ? layout.heading : layout.headingUntilFocused}
      >
        {heading}
      </Heading>
      {bar === undefined ? (
        count
      ) : (
        <div className={layout.bar}>
          {count}
          {bar}
        </div>
      )}
      {failure ? <Alert tone={failure.tone}>{failure.message}</Alert> : null}
      {isPending ? <Spinner /> : null}
      {children}
    </section>
  );
}

/**
 * What a listing's live region says: its count once this query has answered; "loading" while
 * it runs, including while the previous answer stays on screen as a placeholder (that count
 * belongs to the previous term, page or filters, so it must not be read out as this one's).
 */
export function listingStatus<T>(
  query: { data: T | undefined; isPending: boolean; isPlaceholderData: boolean },
  count: (answer: T) => string,
  loading: string,
): string {
  if (query.data !== undefined && !query.isPlaceholderData) return count(query.data);
  return query.isPending || query.isPlaceholderData ? loading : '';
}

/**
 * Pages of a listing, when it has more than one; a new page takes keyboard and screen-reader
 * users back to the listing's heading, since the list they were in is replaced.
 */
export function ResultPages({
  label,
  page,
  total,
  headingId,
  onPageChange,
}: {
  label: string;
  page: number;
  total: number;
  headingId: string;
  onPageChange: (page: number) => void;
}) {
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination
      aria-label={label}
      page={page}
      pageCount={Math.ceil(total / PAGE_SIZE)}
      onPageChange={(next) => {
        onPageChange(next);
        document.getElementById(headingId)?.focus();
      }}
    />
  );
}

/** The sorts the server offers (GET /consulta/ordenacao), as a select. */
export function SortChoice({
  options,
  value,
  onChange,
}: {
  options: SortOption[];
  value: string;
  onChange: (sort: string) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Select
      label={t('results.sort')}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
      items={options.map((option) => ({ id: option.codigo, ...option }))}
    >
      {(option) => <ListBoxItem id={option.id}>{option.descricao}</ListBoxItem>}
    </Select>
  );
}
