import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withClassName } from '../utils/classNames';
import { link } from './Link.css';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` inside running text, `standalone` on its own line, `subtle` inherits the text colour.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'subtle';
}

/**
 * A link. Client-side navigation: wrap the app in `RouterProvider` (re-exported from this package)
 * with the router's `navigate` and `useHref`; every Link, Breadcrumb, Menu item or Tab with an
 * `href` then navigates through the router.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withClassName(className, link({ variant }))} />;
}
