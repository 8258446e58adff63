import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../design-system';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Username' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'maria');
    await expect(input).toHaveValue('maria');
  },
};
export const WithDescription: Story = { args: { description: 'The code on your library card.' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'User not found', defaultValue: 'xyz' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'maria' } };
