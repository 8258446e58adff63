import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';

export { MenuTrigger };

export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <Popover className={overlay.popover}>
      <AriaMenu {...props} className={withClassName(className, overlay.listBox)} />
    </Popover>
  );
}

/** A menu action; with `href` it navigates (through RouterProvider). */
export function MenuItem({ className, ...props }: MenuItemProps) {
  return <AriaMenuItem {...props} className={withClassName(className, overlay.listItem)} />;
}

export interface MenuButtonProps<T extends object> extends Omit<MenuProps<T>, 'children'> {
  /** The button's content (text, or an icon with `aria-label`). */
  label: ReactNode;
  /** Accessible name when `label` is an icon. */
  'aria-label'?: string;
  /** The `MenuItem`s (or a render function with `items`). */
  children: MenuProps<T>['children'];
  /** @default 'secondary' */
  variant?: ButtonVariant;
}

/** A button that opens a menu of actions. */
export function MenuButton<T extends object>({
  label,
  variant = 'secondary',
  children,
  ...props
}: MenuButtonProps<T>) {
  const { 'aria-label': ariaLabel, ...menuProps } = props;
  return (
    <MenuTrigger>
      <Button variant={variant} aria-label={ariaLabel}>
        {label}
      </Button>
      <Menu {...menuProps}>{children}</Menu>
    </MenuTrigger>
  );
}
