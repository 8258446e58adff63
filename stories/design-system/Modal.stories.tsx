import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Modal, TextField, type ModalProps } from '../../design-system';

function Demo(props: Omit<ModalProps, 'title'> & { title?: string }) {
  return (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal
        title="Acesso"
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Back
            </Button>
            <Button onPress={close}>Sign in</Button>
          </>
        )}
        {...props}
      >
        <TextField label="Username" />
      </Modal>
    </DialogTrigger>
  );
}

const meta = { title: 'Design system/Modal', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  return screen.findByRole('dialog');
};

/** Focus moves into the dialog, Tab cycles inside it, Escape closes it and focus returns. */
export const FocusTrapAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Acesso');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => void (await open(canvasElement)),
};
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => void (await open(canvasElement)),
};
export const FullScreen: Story = {
  args: { size: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-size', 'fullscreen');
  },
};

/** Not closeable: no close button, Escape does nothing; only the footer actions close it. */
export const NotCloseable: Story = {
  args: { isCloseable: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};
export const Closed: Story = {};
