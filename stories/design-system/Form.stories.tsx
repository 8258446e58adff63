import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, FormActions, PasswordField, TextField } from '../../design-system';

const meta = {
  title: 'Design system/Form',
  component: Form,
  args: { onSubmit: fn((e: { preventDefault(): void }) => e.preventDefault()) },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (
  <>
    <TextField name="username" label="Username" isRequired />
    <PasswordField name="password" label="Password" isRequired />
    <FormActions>
      <Button type="submit">Sign in</Button>
      <Button variant="secondary">Back</Button>
    </FormActions>
  </>
);

/** Submitting empty required fields names each field in its message and focuses the first. */
export const RequiredFields: Story = {
  args: { children: fields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Errors returned by the server, keyed by field name. */
export const ServerErrors: Story = {
  args: { children: fields, validationErrors: { username: 'User not found' } },
};
