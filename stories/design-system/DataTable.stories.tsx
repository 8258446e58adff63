import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, DataTable } from '../../design-system';

interface Day {
  day: string;
  hours: string;
  isToday?: boolean;
}
const week: Day[] = [
  { day: 'Monday', hours: '07:30 - 22:00' },
  { day: 'Tuesday', hours: '07:30 - 22:00' },
  { day: 'Wednesday', hours: '07:30 - 22:00', isToday: true },
  { day: 'Thursday', hours: '07:30 - 22:00' },
  { day: 'Friday', hours: '07:30 - 21:00' },
  { day: 'Saturday', hours: '08:00 - 14:00' },
  { day: 'Sunday', hours: 'Closed' },
];

/** Read-only figures: a plain table beside the interactive `Table` (a grid). */
function OpeningHours({ caption }: { caption?: string }) {
  return (
    <div style={{ maxWidth: '28rem' }}>
      <button type="button">Before the table</button>
      <DataTable
        caption={caption}
        aria-label={caption ? undefined : 'Opening hours: Central campus'}
        items={week}
        rowKey={(row) => row.day}
        rowClassName={(row) => (row.isToday ? 'today' : undefined)}
        columns={[
          {
            id: 'day',
            header: 'Day',
            isRowHeader: true,
            cell: (row) => (
              <>
                {row.day} {row.isToday ? <Badge tone="info">Today</Badge> : null}
              </>
            ),
          },
          { id: 'hours', header: 'Hours', cell: (row) => row.hours },
        ]}
      />
      <button type="button">After the table</button>
    </div>
  );
}

const meta = { title: 'Design system/DataTable', component: OpeningHours } satisfies Meta<
  typeof OpeningHours
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table, not a grid: row headers name each row and Tab goes straight past the table. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Opening hours: Central campus' });
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(within(table).getByRole('rowheader', { name: /Wednesday/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Before the table' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the table' })).toHaveFocus();
  },
};

/** A visible caption names the table when no heading above does. */
export const WithCaption: Story = {
  args: { caption: 'Opening hours: Central campus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: 'Opening hours: Central campus' }),
    ).toBeVisible();
  },
};
