import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { IconChevronRight } from '../icons/IconChevronRight';
import { Link } from '../Link/Link';
import { useMessages } from '../messages/MessagesProvider';
import { cx, withClassName } from '../utils/classNames';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps<T extends object> extends AriaBreadcrumbsProps<T> {
  /** Names the navigation landmark. @default messages.breadcrumbs */
  'aria-label'?: string;
}

/** The path to the current page; the last crumb is the current page (aria-current). */
export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  const messages = useMessages();
  return (
    <nav aria-label={props['aria-label'] ?? messages.breadcrumbs}>
      <AriaBreadcrumbs {...props} className={cx(styles.list, className)} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  /** Target of the crumb; the current page's crumb may omit it. */
  href?: string;
  children: string;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={withClassName(className, styles.item)}>
      {({ isCurrent }) => (
        <>
          <Link href={href} variant="subtle">
            {children}
          </Link>
          {!isCurrent ? <IconChevronRight className={styles.separator} /> : null}
        </>
      )}
    </AriaBreadcrumb>
  );
}
