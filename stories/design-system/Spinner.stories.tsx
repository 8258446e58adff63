import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../design-system';

const meta = { title: 'Design system/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', 'aria-label': 'Loading loans' } };
