import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { IconButton, IconInfo, Tooltip, TooltipTrigger } from '../../design-system';

function Demo() {
  return (
    <TooltipTrigger delay={0}>
      <IconButton label="About renewals" icon={<IconInfo />} />
      <Tooltip>Renewals are limited per category.</Tooltip>
    </TooltipTrigger>
  );
}

const meta = { title: 'Design system/Tooltip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const ShownOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Renewals are limited per category.',
    );
  },
};
