import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from '../../design-system';

const meta = {
  title: 'Design system/Disclosure',
  component: Disclosure,
  args: { title: 'Institution notice', children: 'The library closes at 18:00 on Fridays.' },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Institution notice' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The library closes at 18:00 on Fridays.')).toBeVisible();
  },
};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const AccordionGroup: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['hours']}>
      <Disclosure id="hours" title="Opening hours">
        Monday to Friday, 8:00–22:00.
      </Disclosure>
      <Disclosure id="loans" title="Loan rules">
        Up to 5 titles for 14 days.
      </Disclosure>
      <Disclosure id="fines" title="Fines">
        R$ 1,00 per day late.
      </Disclosure>
    </Accordion>
  ),
};
