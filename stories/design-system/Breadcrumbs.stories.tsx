import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from '../../design-system';

const meta = { title: 'Design system/Breadcrumbs', component: Breadcrumbs } satisfies Meta<
  typeof Breadcrumbs
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: [
      <Breadcrumb key="home" href="/">
        Home
      </Breadcrumb>,
      <Breadcrumb key="search" href="/?q=machado">
        Search results
      </Breadcrumb>,
      <Breadcrumb key="title">Dom Casmurro</Breadcrumb>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    await expect(canvas.getByText('Dom Casmurro')).toHaveAttribute('aria-current', 'page');
  },
};
