/**
 * Every piece of text the design system writes on its own. The app fills these from i18next
 * (pt, en, es); the English values below are a fallback for stories and tests only.
 *
 * Placeholders in braces (`{field}`) are replaced by `formatMessage`.
 */
export interface DesignSystemMessages {
  confirm: string;
  cancel: string;
  confirmation: string;
  close: string;
  dismiss: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
  loadingMore: string;
  /** `{field}` is the field's label. */
  requiredField: string;
  clearSearch: string;
  noResults: string;
  emptyTable: string;
  selectPlaceholder: string;
  openCalendar: string;
  /** A date range whose start is after its end. */
  startAfterEnd: string;
  /** Label of the pagination landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** `{page}` */
  goToPage: string;
  /** `{page}` and `{total}` */
  pageOf: string;
  pageSize: string;
  breadcrumbs: string;
  notifications: string;
  /** `{item}` is the tag's text. */
  removeItem: string;
  /** `{count}` and `{limit}` */
  countOfLimit: string;
  info: string;
  success: string;
  warning: string;
  error: string;
  moreActions: string;
  /** Header of the row-selection column. */
  selection: string;
  /** The toggle that shows the rest of a record in a `RecordList`. */
  recordDetails: string;
}

export type DesignSystemMessageKey = keyof DesignSystemMessages;

export const defaultMessages: DesignSystemMessages = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmation: 'Confirmation',
  close: 'Close',
  dismiss: 'Dismiss',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading',
  loadingMore: 'Loading more',
  requiredField: '{field} is required',
  clearSearch: 'Clear search',
  noResults: 'No results',
  emptyTable: 'No items to show',
  selectPlaceholder: 'Select an option',
  openCalendar: 'Open calendar',
  startAfterEnd: 'The start date must not be after the end date',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  goToPage: 'Page {page}',
  pageOf: 'Page {page} of {total}',
  pageSize: 'Items per page',
  breadcrumbs: 'Breadcrumbs',
  notifications: 'Notifications',
  removeItem: 'Remove {item}',
  countOfLimit: '{count} / {limit}',
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  moreActions: 'More actions',
  selection: 'Selection',
  recordDetails: 'Details',
};

export function formatMessage(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
