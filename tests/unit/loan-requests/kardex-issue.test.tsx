// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KardexTab } from '../../../src/features/title/components/tabs/kardex-tab';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 10_000 };
const harness = setUpPatronPages([
  { path: '/acervo/219/colecao-kardex', element: <KardexTab codAcervo={219} /> },
]);

describe('the kardex issue detail', { timeout: 30_000 }, () => {
  it('opens an issue in a dialog from the keyboard and gives the focus back on close', async () => {
    const user = userEvent.setup();
    harness.renderAt('/acervo/219/colecao-kardex');
    const issues = await screen.findByRole('grid', { name: /^Fascículos de / }, slow);
    const details = within(issues).getAllByRole('button', { name: /^Detalhes: / })[0]!;
    const name = details.getAttribute('aria-label')!.replace('Detalhes: ', '');
    act(() => details.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name }, slow);
    expect(await within(dialog).findByText('Ano', undefined, slow)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /exemplar/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on the issue's row (the grid keeps its focus on the row that was acted on).
    expect(details.closest('[role="row"]')?.contains(document.activeElement)).toBe(true);
  });
});
