import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconBook, Loader } from '../../design-system';

const meta = {
  title: 'Design system/Loader',
  component: Loader,
  parameters: { layout: 'fullscreen' },
  args: { logo: <IconBook label="Library network" style={{ width: '4rem', height: '4rem' }} /> },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Library network' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const WithMessage: Story = { args: { message: 'Loading the catalogue…' } };
export const Inline: Story = { args: { fullPage: false, logo: undefined } };
