import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system';

const meta = {
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Loan period' },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Single-digit segments ("2/1/2026") are the narrowest targets: each is still 24 px square. */
export const WithRange: Story = {
  args: { defaultValue: { start: parseDate('2026-02-01'), end: parseDate('2026-03-01') } },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      const { width, height } = segment.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The same with bold text and the largest zoom of the accessibility bar. */
export const WithRangeBoldAndZoomed: Story = {
  ...WithRange,
  globals: { bold: 'on', zoom: '100' },
};

/** A start after the end is refused with a message naming the rule. */
export const StartAfterEnd: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: parseDate('2026-03-10'), end: parseDate('2026-03-01') },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The start date must not be after the end date'),
    ).toBeVisible();
  },
};
