import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, Button, type AlertProps } from '../../design-system';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  args: { title: 'Your card expires in 5 days', children: 'Renew it at any library desk.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = { args: { tone: 'success', title: 'Password changed' } };
export const Warning: Story = { args: { tone: 'warning', title: 'You have an overdue loan' } };
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'The server did not answer',
    children: 'Try again in a few minutes.',
  },
};
function DismissibleDemo(args: AlertProps) {
  const [visible, setVisible] = useState(true);
  return visible ? (
    <Alert {...args} onDismiss={() => setVisible(false)} />
  ) : (
    <Button onPress={() => setVisible(true)}>Show again</Button>
  );
}

export const Dismissible: Story = {
  render: (args) => <DismissibleDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
