import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintView } from '../../design-system';

const meta = {
  title: 'Design system/PrintView',
  component: PrintView,
  args: {
    heading: 'Loan receipt',
    // 0: no print request yet, so the story does not open the browser's print dialog.
    printRequest: 0,
    printAgainLabel: 'Print again',
    closeLabel: 'Close the print view',
    onPrintAgain: fn(),
    onClose: fn(),
    children: (
      <ol>
        <li>ASSIS, Machado de. Dom Casmurro. Rio de Janeiro: Garnier, 1899.</li>
        <li>RAMOS, Graciliano. Vidas secas. Rio de Janeiro: José Olympio, 1938.</li>
      </ol>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('region', { name: 'Loan receipt' });
    await expect(within(view).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(view).getByRole('button', { name: 'Print again' }));
    await expect(args.onPrintAgain).toHaveBeenCalledOnce();
    await userEvent.click(within(view).getByRole('button', { name: 'Close the print view' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
} satisfies Meta<typeof PrintView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
