import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from '../../design-system';

const meta = {
  title: 'Design system/BarChart',
  component: BarChart,
  args: {
    label: 'Suggestions per status',
    categoryHeader: 'Status',
    categories: ['Pending', 'Approved', 'Ordered', 'Received', 'Cancelled'],
    series: [{ name: 'Suggestions', values: [4, 2, 3, 7, 1] }],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneSeries: Story = {};
export const TwoSeries: Story = {
  args: {
    label: 'Loans and holds per month',
    categoryHeader: 'Month',
    categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    series: [
      { name: 'Loans', values: [12, 18, 25, 22, 30, 16] },
      { name: 'Holds', values: [3, 5, 9, 4, 6, 2] },
    ],
  },
};
export const Money: Story = {
  args: {
    label: 'Spending per quarter',
    categoryHeader: 'Quarter',
    categories: ['Q1', 'Q2', 'Q3', 'Q4'],
    series: [{ name: 'Spent', values: [1250.5, 980, 1430.25, 600] }],
    valueFormat: (value: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(value),
  },
};
