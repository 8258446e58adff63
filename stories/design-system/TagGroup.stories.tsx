import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tag, TagGroup } from '../../design-system';

function Filters({ removable = true }: { removable?: boolean }) {
  const [filters, setFilters] = useState([
    { id: 'book', name: 'Books' },
    { id: 'pt', name: 'Portuguese' },
    { id: '2020', name: 'Since 2020' },
  ]);
  return (
    <TagGroup
      label="Active filters"
      items={filters}
      onRemove={
        removable ? (keys) => setFilters((f) => f.filter((x) => !keys.has(x.id))) : undefined
      }
      renderEmptyState={() => 'No filters'}
    >
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  );
}

const meta = { title: 'Design system/TagGroup', component: Filters } satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RemovableFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Portuguese' }));
    await expect(canvas.queryByText('Portuguese')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
export const ReadOnly: Story = { args: { removable: false } };
