import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../../design-system';

const meta = { title: 'Design system/Skeleton', component: Skeleton } satisfies Meta<
  typeof Skeleton
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3 } };
export const Block: Story = { args: { shape: 'rect', height: '8rem' } };
export const Avatar: Story = { args: { shape: 'circle', width: '3rem', height: '3rem' } };
