import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxLoadMoreItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconChevronDown } from '../icons/IconChevronDown';
import { useMessages } from '../messages/MessagesProvider';
import { Spinner } from '../Spinner/Spinner';
import * as styles from '../styles/field.css';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, FieldBaseProps {
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Items for a dynamic (e.g. server-filtered) collection. */
  items?: Iterable<T>;
  /** Called when the user scrolls to the end of the list (pagination of results). */
  onLoadMore?: () => void;
  /**
   * Options are being fetched (async search): shows a spinner in the field and a "Loading"
   * message instead of "No results".
   * @default false
   */
  isLoading?: boolean;
}

/** A text input with a filtered list of suggestions; supports options loaded asynchronously. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  isLoading = false,
  items,
  onLoadMore,
  className,
  ...props
}: ComboBoxProps<T>) {
  const messages = useMessages();
  return (
    <AriaComboBox
      allowsEmptyCollection
      items={items}
      {...props}
      className={withClassName(className, styles.field)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Group className={styles.inputBox}>
        <Input placeholder={placeholder} className={styles.input} />
        {isLoading ? <Spinner size="sm" aria-hidden /> : null}
        <AriaButton className={styles.fieldButton}>
          <IconChevronDown />
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
      <Popover className={overlay.popover}>
        <ListBox
          className={overlay.listBox}
          aria-busy={isLoading || undefined}
          renderEmptyState={() => (
            <div className={overlay.emptyState}>
              {isLoading ? messages.loading : messages.noResults}
            </div>
          )}
        >
          {items ? (
            <>
              <Collection items={items}>{children as (item: T) => ReactNode}</Collection>
              {/* Inside the list so screen readers hear it: the open popover hides everything else. */}
              <ListBoxLoadMoreItem
                isLoading={isLoading}
                onLoadMore={onLoadMore}
                className={overlay.loadingItem}
              >
                <Spinner size="sm" />
                {messages.loading}
              </ListBoxLoadMoreItem>
            </>
          ) : (
            children
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
