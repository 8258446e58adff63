// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { SuggestionsPage } from '../../../src/features/acquisition/routes/suggestions-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 15_000 };
const harness = setUpPatronPages([
  { path: paths.acquisitionSuggestions.pattern, element: <SuggestionsPage /> },
]);

describe('acquisition suggestions page', { timeout: 40_000 }, () => {
  it('lists each suggestion in short: title, status, author and date, the rest on demand, never the patron’s own name', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.acquisitionSuggestions.href());
    const list = await screen.findByRole('list', { name: 'Suas sugestões de aquisição' }, slow);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(first).getByText(/^Sugerida em \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(within(list).queryByText('Solicitante')).toBeNull();
    // The other facts wait behind the record's own Details toggle (hidden until pressed).
    const details = within(first).getByRole('button', { name: /^Detalhes/ });
    expect(within(first).getByText('Biblioteca').closest('[hidden]')).not.toBeNull();
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByText('Biblioteca').closest('[hidden]')).toBeNull();
    // The filter is folded until asked for.
    expect(screen.queryByRole('form', { name: 'Filtrar sugestões' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filtrar sugestões' }));
    expect(screen.getByRole('form', { name: 'Filtrar sugestões' })).toBeTruthy();
  });

  it('says what to do when there is nothing yet', async () => {
    await harness.signIn('novo');
    harness.renderAt(paths.acquisitionSuggestions.href());
    expect(
      await screen.findByText(
        'Você ainda não fez sugestões de aquisição. Para sugerir um título, use “Sugestão de aquisição” no rodapé da página.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});
