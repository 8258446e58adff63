import { useLayoutEffect, useRef, useState } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { IconChevronLeft } from '../icons/IconChevronLeft';
import { IconChevronRight } from '../icons/IconChevronRight';
import { withClassName } from '../utils/classNames';
import * as styles from './Tabs.css';

export type { TabPanelProps, TabProps, TabsProps };

export interface TabListProps<T> extends AriaTabListProps<T> {
  /**
   * What a row of tabs wider than its container does: `scroll` keeps one row that scrolls
   * sideways (faded edges and, for a pointer, arrows show there is more; moving with the arrow
   * keys or selecting a tab brings it into view); `wrap` breaks it into several rows.
   * @default 'scroll'
   */
  overflow?: 'scroll' | 'wrap';
}

/** Tabs: arrow keys move between tabs. Tabs with `href` navigate through RouterProvider. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName(className, styles.tabs)} />;
}

/** The row of tabs; needs an `aria-label` when no heading names it. */
export function TabList<T extends object>({
  className,
  overflow = 'scroll',
  ...props
}: TabListProps<T>) {
  if (overflow === 'wrap')
    return <AriaTabList {...props} className={withClassName(className, styles.tabList)} />;
  return <ScrollingTabList {...props} className={className} />;
}

interface Overflow {
  start: boolean;
  end: boolean;
}

function ScrollingTabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  const frame = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Overflow>({ start: false, end: false });

  useLayoutEffect(() => {
    const list = frame.current?.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) return;
    const measure = () => {
      const hidden = list.scrollWidth - list.clientWidth;
      const start = hidden > 1 && list.scrollLeft > 1;
      const end = hidden > 1 && list.scrollLeft < hidden - 1;
      setMore((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    // The selected tab (a guide opened from its address) is brought into view, or the focused
    // one while the tabs have focus: a tab pressed at the edge, or one the arrow keys reached
    // before the selection (a navigation) caught up with them.
    const reveal = () => {
      const focused = document.activeElement;
      const tab =
        focused instanceof HTMLElement && focused.parentElement === list
          ? focused
          : list.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab) return;
      const pad = parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0;
      const from = tab.offsetLeft - pad;
      const to = tab.offsetLeft + tab.offsetWidth + pad - list.clientWidth;
      if (list.scrollLeft > from) list.scrollLeft = from;
      else if (list.scrollLeft < to) list.scrollLeft = to;
    };
    // Without ResizeObserver (jsdom, old engines) the list is measured on scroll and changes only.
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const watchTabs = () => {
      if (!sizes) return;
      sizes.disconnect();
      sizes.observe(list);
      for (const tab of list.children) sizes.observe(tab);
    };
    // Tabs come and go (permissions) and change size (zoom, bold text, language).
    const changes = new MutationObserver((records) => {
      const tabsChanged = records.some((r) => r.type === 'childList' && r.target === list);
      if (tabsChanged) watchTabs();
      if (tabsChanged || records.some((r) => r.attributeName === 'aria-selected')) reveal();
      measure();
    });
    changes.observe(list, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    watchTabs();
    reveal();
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      sizes?.disconnect();
      changes.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, []);

  const page = (direction: 1 | -1) => {
    const list = frame.current?.querySelector<HTMLElement>('[role="tablist"]');
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    list?.scrollBy({
      left: direction * list.clientWidth * 0.8,
      behavior: still ? 'instant' : 'smooth',
    });
  };
  // The arrows repeat what the arrow keys and swiping already do, so they stay out of the tab
  // order and the accessibility tree; a press does not take focus away from the tabs.
  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={direction < 0 ? styles.scrollButton : styles.scrollButtonEnd}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => page(direction)}
    >
      {direction < 0 ? <IconChevronLeft /> : <IconChevronRight />}
    </button>
  );

  return (
    <div ref={frame} className={styles.scrollFrame}>
      <AriaTabList
        {...props}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
        className={withClassName(className, styles.scrollList)}
      />
      {more.start && arrow(-1)}
      {more.end && arrow(1)}
    </div>
  );
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName(className, styles.tab)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClassName(className, styles.panel)} />;
}
