import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../design-system';

const meta = { title: 'Design system/VisuallyHidden', component: VisuallyHidden } satisfies Meta<
  typeof VisuallyHidden
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <p>
      3 results<VisuallyHidden> for “machado”</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/for “machado”/)).toBeInTheDocument();
  },
};
