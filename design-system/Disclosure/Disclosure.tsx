import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading as AriaHeading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { IconChevronRight } from '../icons/IconChevronRight';
import { withClassName } from '../utils/classNames';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** Text of the button that expands and collapses the panel. */
  title: ReactNode;
  /** Heading level wrapping the trigger. @default 3 */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

/** A section whose content shows and hides (institution notice, FAQ item). */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={withClassName(className, styles.disclosure)}>
      {({ isExpanded }) => (
        <>
          <AriaHeading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <IconChevronRight
                className={styles.chevron}
                style={{ transform: isExpanded ? 'rotate(90deg)' : undefined }}
              />
              {title}
            </AriaButton>
          </AriaHeading>
          <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
        </>
      )}
    </AriaDisclosure>
  );
}

export type AccordionProps = DisclosureGroupProps;

/** A stack of Disclosures; `allowsMultipleExpanded` lets several stay open. */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={withClassName(className, styles.group)} />;
}
