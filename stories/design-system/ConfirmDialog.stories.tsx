import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, type ConfirmDialogProps } from '../../design-system';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Cancel hold
      </Button>
      <ConfirmDialog {...props} isOpen={open} onOpenChange={setOpen}>
        Cancel the hold on “Dom Casmurro”?
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Design system/ConfirmDialog',
  component: Demo,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel hold' }));
  return screen.findByRole('alertdialog');
};

/** Default title and labels come from the messages: Confirmation, Confirm, Cancel. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirmation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Closing with Escape counts as cancelling. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: {
    title: 'Cancel hold',
    confirmLabel: 'Yes, cancel it',
    cancelLabel: 'Keep it',
    isDestructive: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible(),
    );
  },
};
