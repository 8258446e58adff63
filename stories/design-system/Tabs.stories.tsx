import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../design-system';

const meta = { title: 'Design system/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <>
    <TabList aria-label="Title details">
      <Tab id="copies">Copies</Tab>
      <Tab id="marc">MARC</Tab>
      <Tab id="refs">References</Tab>
    </TabList>
    <TabPanel id="copies">3 copies available.</TabPanel>
    <TabPanel id="marc">MARC record.</TabPanel>
    <TabPanel id="refs">ABNT reference.</TabPanel>
  </>
);

export const Default: Story = {
  args: { children: content },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Copies' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'MARC' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('MARC record.');
  },
};
export const DisabledTab: Story = { args: { children: content, disabledKeys: ['refs'] } };

const guides = [
  'General search',
  'Advanced search',
  'Indexes',
  'Authorities',
  'Other repositories',
  'Network catalogue',
  'New acquisitions',
  'Legislation',
];

const manyTabs = (overflow: 'scroll' | 'wrap') => (
  <>
    <TabList aria-label="Search guides" overflow={overflow}>
      {guides.map((name) => (
        <Tab key={name} id={name}>
          {name}
        </Tab>
      ))}
    </TabList>
    {guides.map((name) => (
      <TabPanel key={name} id={name}>
        {name} form.
      </TabPanel>
    ))}
  </>
);

/** A phone-wide column: the tab list would need several rows. */
const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '22rem' }}>
      <Story />
    </div>
  ),
];

const isInView = (tab: HTMLElement, list: HTMLElement) => {
  const inner = tab.getBoundingClientRect();
  const outer = list.getBoundingClientRect();
  return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
};

/**
 * The default, `overflow="scroll"`: one row that scrolls sideways. The faded edges and the arrows
 * (pointer only, hidden from assistive technology) show there is more; the arrow keys still move
 * between tabs and bring the focused one into view.
 */
export const ScrollingRow: Story = {
  args: { children: manyTabs('scroll') },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Search guides' });
    const tabs = within(list).getAllByRole('tab');
    // One row, wider than its column.
    await expect(new Set(tabs.map((tab) => tab.offsetTop)).size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-more-end'));
    await expect(list).not.toHaveAttribute('data-more-start');
    // Only the "more after" arrow, out of the tab order and the accessibility tree.
    const arrows = canvasElement.querySelectorAll('button');
    await expect(arrows).toHaveLength(1);
    await expect(arrows[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(arrows[0]).toHaveAttribute('tabindex', '-1');

    await userEvent.click(canvas.getByRole('tab', { name: 'General search' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const fifth = canvas.getByRole('tab', { name: 'Other repositories' });
    await expect(fifth).toHaveAttribute('aria-selected', 'true');
    await expect(fifth).toHaveFocus();
    await waitFor(() => expect(isInView(fifth, list)).toBe(true));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Other repositories form.');

    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Legislation' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(isInView(last, list)).toBe(true));
    await waitFor(() => expect(list).not.toHaveAttribute('data-more-end'));
    await expect(list).toHaveAttribute('data-more-start');

    // The "more before" arrow scrolls back without taking the focus.
    const back = canvasElement.querySelector('button');
    if (!back) throw new Error('no "more before" arrow');
    await userEvent.click(back);
    await waitFor(() => expect(list).toHaveAttribute('data-more-end'));
    await expect(last).toHaveFocus();
  },
};

/** `overflow="wrap"`: the tabs break into more rows instead. */
export const WrappingRows: Story = {
  args: { children: manyTabs('wrap') },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => tab.offsetTop)).size).toBeGreaterThan(1);
    await expect(canvasElement.querySelectorAll('button')).toHaveLength(0);
  },
};
