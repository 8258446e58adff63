import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, IconButton, IconClose, IconTrash } from '../../design-system';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Renew', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Renew' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel hold' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'More details' } };
export const LinkStyle: Story = { args: { variant: 'link', children: 'Forgot password' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <IconButton label="Close" icon={<IconClose />} />
      <IconButton label="Remove from basket" variant="danger" icon={<IconTrash />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove from basket' }),
    ).toBeInTheDocument();
  },
};
