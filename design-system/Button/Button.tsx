import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { withClassName } from '../utils/classNames';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet' | 'link';

export interface ButtonProps extends AriaButtonProps {
  /**
   * Visual weight: one `primary` per view, `danger` for destructive actions, `quiet` and `link`
   * for low emphasis.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

function renderContent(children: ReactNode, isPending: boolean) {
  if (!isPending) return children;
  return (
    <>
      <span className={styles.pendingLabel}>{children}</span>
      <span className={styles.pendingSpinner}>
        <Spinner size="sm" />
      </span>
    </>
  );
}

/**
 * A button. While `isPending`, it keeps focus, ignores presses and shows a spinner announced as
 * "Loading".
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={withClassName(className, styles.button({ variant, size }))}>
      {composeRenderProps(children, (content, { isPending }) => renderContent(content, isPending))}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** Accessible name; required because the button has no visible text. */
  label: string;
  /** The icon, e.g. `<IconClose />`. */
  icon: ReactNode;
  /** @default 'quiet' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A button showing only an icon; the `label` names it for assistive technology. */
export function IconButton({
  label,
  icon,
  variant = 'quiet',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={withClassName(className, styles.button({ variant, size, iconOnly: true }))}
    >
      {({ isPending }) => renderContent(icon, isPending)}
    </AriaButton>
  );
}
