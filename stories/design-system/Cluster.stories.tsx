import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Cluster } from '../../design-system';

const actions = (
  <>
    <Button>Place hold</Button>
    <Button variant="secondary">Add to basket</Button>
    <Button variant="secondary">Reference</Button>
    <Button variant="quiet">Share</Button>
  </>
);

const meta = {
  title: 'Design system/Cluster',
  component: Cluster,
  args: { children: actions },
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A phone-wide column: the row wraps onto another line instead of overflowing. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const tops = new Set(buttons.map((button) => button.getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
    // Nothing sticks out of the cluster.
    const cluster = buttons[0]!.parentElement!;
    await expect(cluster.scrollWidth).toBeLessThanOrEqual(cluster.clientWidth);
  },
};

export const SpacedAtTheEnds: Story = { args: { justify: 'space-between', gap: 'md' } };

/** The gap per width: tight on a phone, roomier from the tablet width up. */
export const ResponsiveGap: Story = {
  args: {
    gap: { mobile: 'xs', tablet: 'lg' },
    children: (
      <>
        <Badge tone="success">Available</Badge>
        <Badge>Book</Badge>
        <Badge>Portuguese</Badge>
        <Badge>1899</Badge>
      </>
    ),
  },
};
