import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Pagination } from '../../design-system';

function Controlled({
  pageCount = 12,
  withPageSize = false,
}: {
  pageCount?: number;
  withPageSize?: boolean;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      {...(withPageSize
        ? { pageSize: size, onPageSizeChange: setSize, pageSizeOptions: [10, 20, 50] }
        : {})}
    />
  );
}

const meta = { title: 'Design system/Pagination', component: Controlled } satisfies Meta<
  typeof Controlled
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const FewPages: Story = { args: { pageCount: 3 } };
export const WithPageSize: Story = {
  args: { withPageSize: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Items per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(canvas.getByRole('button', { name: /Items per page/ })).toHaveTextContent('50');
  },
};
