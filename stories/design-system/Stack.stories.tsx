import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Cluster, Stack } from '../../design-system';

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Button>Search</Button>
        <Button variant="secondary">Advanced search</Button>
        <Button variant="quiet">Clear</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    // One under the other.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** The gap grows with the screen: small on a phone, large from the desktop width up. */
export const ResponsiveGap: Story = { args: { gap: { mobile: 'xs', desktop: 'xl' } } };

export const AlignedToStart: Story = { args: { align: 'flex-start', gap: 'lg' } };

/** A page section: a Stack of blocks, one of them a Cluster. */
export const WithCluster: Story = {
  args: {
    elementType: 'section',
    children: (
      <>
        <h2 style={{ margin: 0 }}>Dom Casmurro</h2>
        <Cluster>
          <Badge tone="success">Available</Badge>
          <Badge>Book</Badge>
          <Badge>1899</Badge>
        </Cluster>
        <p style={{ margin: 0 }}>Machado de Assis. Rio de Janeiro: H. Garnier.</p>
      </>
    ),
  },
};
