import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card } from '../../design-system';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'Dom Casmurro',
    children: (
      <p style={{ margin: 0 }}>
        Machado de Assis, 1899. <Badge tone="success">Available</Badge>
      </p>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFooter: Story = { args: { footer: <Button size="sm">Place hold</Button> } };
