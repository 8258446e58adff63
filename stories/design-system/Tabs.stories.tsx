import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
