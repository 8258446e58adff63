import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link, RouterProvider } from '../../design-system';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '#details', children: 'Title details' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      See the <Link {...args} /> for copies and references.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Disabled: Story = { args: { isDisabled: true } };

/** With RouterProvider, links call the router instead of reloading the page. */
function RoutedLinkDemo() {
  const [path, setPath] = useState('/');
  return (
    <RouterProvider navigate={setPath}>
      <p>
        Current path: <output>{path}</output>
      </p>
      <Link href="/acervo/123">Open title 123</Link>
    </RouterProvider>
  );
}

export const WithRouter: Story = {
  render: () => <RoutedLinkDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Open title 123' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('/acervo/123');
  },
};
