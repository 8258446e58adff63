import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  Button,
  DescriptionList,
  RecordHeader,
  RecordList,
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
