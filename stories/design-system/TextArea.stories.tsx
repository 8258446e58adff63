import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '../../design-system';

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  args: { label: 'Comment' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Comments are moderated before they appear.' },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Write at least 10 characters', defaultValue: 'Short' },
};
