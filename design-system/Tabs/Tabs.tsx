import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { withClassName } from '../utils/classNames';
import * as styles from './Tabs.css';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

/** Tabs: arrow keys move between tabs. Tabs with `href` navigate through RouterProvider. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName(className, styles.tabs)} />;
}

/** The row of tabs; needs an `aria-label` when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClassName(className, styles.tabList)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName(className, styles.tab)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClassName(className, styles.panel)} />;
}
