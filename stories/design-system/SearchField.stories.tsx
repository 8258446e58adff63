import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../../design-system';

const meta = {
  title: 'Design system/SearchField',
  component: SearchField,
  args: { label: 'Search the catalogue', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search the catalogue' });
    await userEvent.type(input, 'machado{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('machado');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
};
export const WithValue: Story = {
  args: { defaultValue: 'Dom Casmurro', placeholder: 'Title, author, subject' },
};
