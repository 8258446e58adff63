import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAsyncList } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ListBoxItem } from '../../design-system';

interface Author {
  id: string;
  name: string;
}
const authors: Author[] = [
  'Machado de Assis',
  'Clarice Lispector',
  'Cecília Meireles',
  'Carlos Drummond de Andrade',
  'Jorge Amado',
].map((name, i) => ({ id: String(i), name }));

const AuthorComboBox = ComboBox<Author>;
const meta = { title: 'Design system/ComboBox', component: AuthorComboBox } satisfies Meta<
  typeof AuthorComboBox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  args: {
    label: 'Author',
    defaultItems: authors,
    children: (a: Author) => <ListBoxItem id={a.id}>{a.name}</ListBoxItem>,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Author' });
    await userEvent.type(input, 'cl');
    await userEvent.click(await screen.findByRole('option', { name: 'Clarice Lispector' }));
    await expect(input).toHaveValue('Clarice Lispector');
  },
};

function AsyncAuthors({ delay }: { delay: number }) {
  const list = useAsyncList<Author>({
    async load({ signal, filterText }) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      signal.throwIfAborted?.();
      const text = (filterText ?? '').toLowerCase();
      return { items: authors.filter((a) => a.name.toLowerCase().includes(text)) };
    },
  });
  return (
    <ComboBox
      label="Author (searched on the server)"
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
    >
      {(a) => <ListBoxItem id={a.id}>{a.name}</ListBoxItem>}
    </ComboBox>
  );
}

/** Options load from a (simulated) server on each keystroke; a spinner shows while they load. */
export const AsyncLoading: Story = {
  args: { children: () => null },
  render: () => <AsyncAuthors delay={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'jorge');
    // The loading row is inside the listbox, where screen readers can reach it.
    const listbox = await screen.findByRole('listbox');
    await expect(
      await within(listbox).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: 'Jorge Amado' }, { timeout: 3000 });
    await waitFor(() => expect(within(listbox).queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(option);
    await expect(input).toHaveValue('Jorge Amado');
  },
};

export const NoResults: Story = {
  args: {
    label: 'Author',
    defaultItems: authors,
    children: (a: Author) => <ListBoxItem id={a.id}>{a.name}</ListBoxItem>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};
