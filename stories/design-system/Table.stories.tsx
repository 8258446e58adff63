import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../design-system';

interface Loan {
  id: string;
  title: string;
  due: string;
  renewals: number;
}
const loans: Loan[] = [
  { id: '1', title: 'Dom Casmurro', due: '2026-03-10', renewals: 1 },
  { id: '2', title: 'A hora da estrela', due: '2026-03-02', renewals: 0 },
  { id: '3', title: 'Vidas secas', due: '2026-03-20', renewals: 2 },
];

function LoansTable({
  selectionMode = 'none',
  items = loans,
  isLoading = false,
}: {
  selectionMode?: 'none' | 'single' | 'multiple';
  items?: Loan[];
  isLoading?: boolean;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'due', direction: 'ascending' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const [done, setDone] = useState('');
  const sorted = useMemo(
    () =>
      [...items].sort((a, b) => {
        const key = sort.column as keyof Loan;
        const cmp = String(a[key]).localeCompare(String(b[key]));
        return sort.direction === 'descending' ? -cmp : cmp;
      }),
    [items, sort],
  );
  const count = selected === 'all' ? items.length : selected.size;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      {selectionMode !== 'none' ? (
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button isDisabled={count === 0} onPress={() => setDone(`Renewed ${count}`)}>
            Renew selected ({count})
          </Button>
          <Button
            variant="danger"
            isDisabled={count === 0}
            onPress={() => setDone(`Cancelled ${count}`)}
          >
            Cancel selected
          </Button>
          <output>{done}</output>
        </div>
      ) : null}
      <Table
        aria-label="Current loans"
        selectionMode={selectionMode}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          <Column id="title" isRowHeader allowsSorting>
            Title
          </Column>
          <Column id="due" allowsSorting>
            Due date
          </Column>
          <Column id="renewals">Renewals</Column>
        </TableHeader>
        <TableBody items={isLoading ? [] : sorted} isLoading={isLoading}>
          {(loan) => (
            <Row id={loan.id}>
              <Cell>{loan.title}</Cell>
              <Cell>{loan.due}</Cell>
              <Cell>{loan.renewals} / 3</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const meta = { title: 'Design system/Table', component: LoansTable } satisfies Meta<
  typeof LoansTable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titleHeader = canvas.getByRole('columnheader', { name: 'Title' });
    await userEvent.click(titleHeader);
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('A hora da estrela');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('row', { name: /Vidas secas/ }));
    await expect(canvas.getByRole('row', { name: /Vidas secas/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Keyboard only: Tab into the grid, arrows move between rows, Space selects; then renew. */
export const MultipleSelectionByKeyboard: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByRole('row');
    // Focus the table (the buttons before it are disabled until something is selected).
    await userEvent.tab();
    await expect(
      canvasElement.querySelector('[role="grid"]')?.contains(document.activeElement),
    ).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    const selectedRows = rows().filter((r) => r.getAttribute('aria-selected') === 'true');
    await expect(selectedRows).toHaveLength(2);
    const renew = canvas.getByRole('button', { name: 'Renew selected (2)' });
    await userEvent.click(renew);
    await expect(canvas.getByRole('status')).toHaveTextContent('Renewed 2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items to show')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
