import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, createToastQueue, DEFAULT_TOAST_TIMEOUT, ToastRegion } from '../../design-system';

/** `timeout` is shortened in the timing stories only; the product default stays 8000 ms. */
function Demo({ timeout = DEFAULT_TOAST_TIMEOUT }: { timeout?: number }) {
  const [toasts] = useState(() => createToastQueue({ timeout }));
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onPress={() => toasts.info('Search saved', 'You can find it in your alerts.')}>
        Info
      </Button>
      <Button onPress={() => toasts.success('Loan renewed', 'New due date: 20/03/2026.')}>
        Success
      </Button>
      <Button onPress={() => toasts.warning('Hold expires tomorrow')}>Warning</Button>
      <Button onPress={() => toasts.danger('Renewal refused', 'The title has holds.')}>
        Danger
      </Button>
      <ToastRegion queue={toasts} />
    </div>
  );
}

const meta = { title: 'Design system/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const show = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};

export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['Info', 'Success', 'Warning']) await show(canvasElement, name);
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(3);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Danger');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Auto-close, with a 600 ms timeout standing in for the real 8000 ms. */
export const AutoClose: Story = {
  args: { timeout: 600 },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Success');
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // Move the pointer away so hover does not pause the timer.
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** While the pointer is over a toast (or focus is in it) it stays; it closes after leaving. */
export const PausedWhileHovered: Story = {
  args: { timeout: 600 },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Info');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const PausedWhileFocused: Story = {
  args: { timeout: 600 },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'Warning');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.unhover(toast);
    within(toast).getByRole('button', { name: 'Dismiss' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
