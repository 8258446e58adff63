import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  Button,
  DescriptionList,
  Link,
  RecordHeader,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../design-system';

const meta = {
  title: 'Design system/RecordList',
  component: RecordList,
  args: { 'aria-label': 'Current loans' },
  render: (args) => (
    <RecordList {...args}>
      <RecordListItem emphasised>
        <RecordHeader>
          <strong>Dom Casmurro</strong>
          <Badge tone="danger">Overdue</Badge>
        </RecordHeader>
        <DescriptionList
          rows={[
            ['Author', 'Machado de Assis'],
            ['Call number', '869.3 A848d'],
            ['Return date', '14/11/2026'],
            ['Observations', null],
          ]}
        />
      </RecordListItem>
      <RecordListItem>
        <RecordHeader>
          <strong>Vidas secas</strong>
          <Button size="sm" variant="secondary">
            Renew
          </Button>
        </RecordHeader>
        <DescriptionList
          rows={[
            ['Author', 'Graciliano Ramos'],
            ['Return date', '02/12/2026'],
            ['Renewals', '1 / 3'],
          ]}
        />
      </RecordListItem>
    </RecordList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Current loans' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // A row without a detail is left out of the record.
    await expect(canvas.queryByText('Observations')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
  },
} satisfies Meta<typeof RecordList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The compact pattern: rows from 48em, two- or three-line cards below, details on demand. */
export const Compact: Story = {
  render: (args) => (
    <RecordList {...args}>
      <RecordListItem
        title="Dom Casmurro"
        meta={['Return by 14/11/2026', 'Central library']}
        status={<Badge tone="danger">Overdue</Badge>}
        actions={
          <Button size="sm" variant="secondary">
            Renew
          </Button>
        }
        outcome="Renewed: return by 21/11/2026"
        emphasis="attention"
        details={<DescriptionList rows={[['Call number', '869.3 A848d']]} />}
      />
      <RecordListItem
        title="Vidas secas"
        meta={['Hold placed 01/11/2026']}
        status={<Badge tone="success">Ready for pickup</Badge>}
        emphasis="ready"
        details={<DescriptionList rows={[['Pick up by', '02/12/2026']]} />}
      />
      <RecordListItem title="Memórias póstumas" meta="Returned 02/10/2026" />
    </RecordList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Dom Casmurro/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <RecordListEmpty action={<Link href="#search">Search the catalogue</Link>}>
      You have no loans. Find a title and borrow it at the desk.
    </RecordListEmpty>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You have no loans/)).toBeVisible();
  },
};
