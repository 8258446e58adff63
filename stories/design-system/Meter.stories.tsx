import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, ProgressBar } from '../../design-system';

const meta = {
  title: 'Design system/Meter',
  component: Meter,
  args: { label: 'Renewals', count: 2, limit: 5 },
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountOfLimit: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Renewals' });
    await expect(meter).toHaveAttribute('aria-valuetext', '2 / 5');
    await expect(within(canvasElement).getByText('2 / 5')).toBeVisible();
  },
};
export const AtLimit: Story = { args: { label: 'Holds', count: 3, limit: 3 } };
export const Progress: Story = { render: () => <ProgressBar label="Uploading" value={40} /> };
export const IndeterminateProgress: Story = {
  render: () => <ProgressBar label="Preparing file" isIndeterminate />,
};
