import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '../../design-system';

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Go to after login',
    defaultValue: 'M',
    children: (
      <>
        <Radio value="M">Personal area</Radio>
        <Radio value="C">Online catalogue</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Online catalogue' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: undefined, errorMessage: 'Choose where to go' },
};
export const Disabled: Story = { args: { isDisabled: true } };
