import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../../../design-system';
import { checkedAddress } from './safe-url';

export interface ServerLinkProps extends Omit<LinkProps, 'href'> {
  /** An address the server sent: untrusted. */
  href: string | null | undefined;
  /** Shown instead of the link when the address is not one to follow (default: nothing). */
  fallback?: ReactNode;
}

/**
 * A link to an address from the server: rendered only when `safeUrl` accepts it (http(s) or a
 * path of this site), so a `javascript:` or `data:` address never becomes a clickable link.
 */
export function ServerLink({ href, fallback = null, ...props }: ServerLinkProps) {
  const safe = checkedAddress(href);
  return safe ? <Link {...props} href={safe} /> : <>{fallback}</>;
}
