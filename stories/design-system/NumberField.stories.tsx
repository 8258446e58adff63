import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from '../../design-system';

const meta = {
  title: 'Design system/NumberField',
  component: NumberField,
  args: { label: 'Copies', defaultValue: 1, minValue: 1, maxValue: 5 },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Copies' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
  },
};
export const Currency: Story = {
  args: {
    label: 'Fine',
    defaultValue: 12.5,
    minValue: 0,
    maxValue: 1000,
    formatOptions: { style: 'currency', currency: 'BRL' },
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
