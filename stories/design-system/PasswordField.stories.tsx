import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../design-system';

const meta = {
  title: 'Design system/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'secret!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'secret!' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Wrong password' } };
