import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../design-system';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Available' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'On hold' } };
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Due tomorrow' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Overdue' } };
