import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { IconCheck } from '../icons/IconCheck';
import { IconMinus } from '../icons/IconMinus';
import { composeRenderProps } from 'react-aria-components';
import { withClassName } from '../utils/classNames';
import * as styles from './Checkbox.css';

export type CheckboxProps = AriaCheckboxProps;

/** A checkbox with its label as children; supports the indeterminate ("some selected") state. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={withClassName(className, styles.control)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <IconMinus className={styles.mark} />
            ) : isSelected ? (
              <IconCheck className={styles.mark} />
            ) : null}
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}
