import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../design-system';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all loans' },
};
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the rules' } };
export const Disabled: Story = { args: { isDisabled: true } };
