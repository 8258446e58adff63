import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ListBoxItem, Select } from '../../design-system';

const libraries = [
  { id: 'central', name: 'Central library' },
  { id: 'law', name: 'Law school library' },
  { id: 'health', name: 'Health sciences library' },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: {
    label: 'Library',
    items: libraries,
    children: (item: { id: string; name: string }) => (
      <ListBoxItem id={item.id}>{item.name}</ListBoxItem>
    ),
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Library/ });
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: 'Law school library' });
    await userEvent.click(option);
    await expect(trigger).toHaveTextContent('Law school library');
  },
};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Library/ }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'health' } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a library' },
};
export const Disabled: Story = { args: { isDisabled: true } };
