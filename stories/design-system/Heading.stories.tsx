import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../../design-system';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { children: 'My loans' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4, 5] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};
export const SizeIndependentOfLevel: Story = { args: { level: 2, size: 'sm' } };
