import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DatePicker, I18nProvider } from '../../design-system';

const meta = {
  title: 'Design system/DatePicker',
  component: DatePicker,
  args: { label: 'Return date' },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: parseDate('2026-03-15') } };

/** A single-digit month and day ("3/5/2026"): each segment is still a 24 px square target. */
export const SingleDigitSegments: Story = {
  args: { defaultValue: parseDate('2026-03-05') },
  globals: { bold: 'on' },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      const { width, height } = segment.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The segment order follows the locale: day/month/year in Portuguese. */
export const PortugueseFormat: Story = {
  args: { defaultValue: parseDate('2026-03-15') },
  render: (args) => (
    <I18nProvider locale="pt-BR">
      <DatePicker {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.textContent?.replace(/\s/g, '')).toMatch(/^15\/03\/2026/);
  },
};
export const CalendarOpen: Story = {
  args: { defaultValue: parseDate('2026-03-15') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    await expect(await screen.findByRole('grid')).toBeVisible();
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick a weekday' } };
