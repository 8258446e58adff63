import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
} from 'react-aria-components';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';

export type ListBoxItemProps<T extends object = object> = AriaListBoxItemProps<T>;

/** An option of Select or ComboBox. Give `textValue` when the children are not plain text. */
export function ListBoxItem<T extends object>({ className, ...props }: ListBoxItemProps<T>) {
  return <AriaListBoxItem {...props} className={withClassName(className, overlay.listItem)} />;
}
