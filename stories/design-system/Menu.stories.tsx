import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton, MenuItem } from '../../design-system';

const meta = {
  title: 'Design system/Menu',
  component: MenuButton,
  args: {
    label: 'Export',
    onAction: fn(),
    children: (
      <>
        <MenuItem id="abnt">ABNT reference</MenuItem>
        <MenuItem id="marc">MARC record</MenuItem>
        <MenuItem id="email">Send by e-mail</MenuItem>
      </>
    ),
  },
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(mocked(args.onAction!).mock.calls[0]?.[0]).toBe('marc');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(await screen.findByRole('menuitem', { name: 'ABNT reference' })).toBeVisible();
  },
};
