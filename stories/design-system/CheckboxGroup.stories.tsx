import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup } from '../../design-system';

const meta = {
  title: 'Design system/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Material types',
    children: (
      <>
        <Checkbox value="book">Books</Checkbox>
        <Checkbox value="thesis">Theses</Checkbox>
        <Checkbox value="periodical">Periodicals</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { defaultValue: ['book'] } };
export const Horizontal: Story = {
  args: { orientation: 'horizontal', description: 'Choose one or more.' },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one type' },
};
