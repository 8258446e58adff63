import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type TagGroupProps as AriaTagGroupProps,
  type TagListProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { Description, Label } from '../Field/Field';
import { IconClose } from '../icons/IconClose';
import { useMessages } from '../messages/MessagesProvider';
import { formatMessage } from '../messages/messages';
import * as field from '../styles/field.css';
import { cx, withClassName } from '../utils/classNames';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TagGroup.css';

export interface TagGroupProps<T extends object>
  extends
    Omit<AriaTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  /** Visible label (or use `aria-label`). */
  label?: ReactNode;
  description?: ReactNode;
}

/**
 * A set of tags, e.g. the active search filters. With `onRemove` each tag gets a remove button
 * ("Remove {item}") and Backspace/Delete removes the focused tag.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={cx(field.field, className)}>
      {label ? <Label>{label}</Label> : null}
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
      <Description>{description}</Description>
    </AriaTagGroup>
  );
}

export interface TagProps extends AriaTagProps {
  /** The tag's text (also used in the remove button's label). */
  children: string;
}

export function Tag({ children, className, ...props }: TagProps) {
  const messages = useMessages();
  const labelId = useId();
  return (
    <AriaTag textValue={children} {...props} className={withClassName(className, styles.tag)}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving ? (
            // react-aria would name it "Remove" + the tag's text; ours names it in one message.
            <AriaButton
              slot="remove"
              className={styles.remove}
              aria-label={undefined}
              aria-labelledby={labelId}
            >
              <IconClose />
              <VisuallyHidden id={labelId}>
                {formatMessage(messages.removeItem, { item: children })}
              </VisuallyHidden>
            </AriaButton>
          ) : null}
        </>
      )}
    </AriaTag>
  );
}
