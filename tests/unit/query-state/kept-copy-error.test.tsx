import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryView } from '../../../src/lib/query-state/query-state';
import { renderWithI18n } from '../errors/render-with-i18n';

/*
 * Issue 34: a list kept from an earlier visit (restored from storage) whose refresh fails shows
 * the screen's own error and retry above it; a refresh failing on data of this visit stays quiet.
 */
afterEach(cleanup);

function Loans() {
  const query = useQuery({
    queryKey: ['loans'],
    queryFn: () => Promise.reject(new Error('refused')),
    retry: false,
  });
  return (
    <QueryView query={query} errorTitle="Erro ao buscar os títulos pendentes.">
      {(titles: string[]) => <p>{titles.join(', ')}</p>}
    </QueryView>
  );
}

async function renderWithCopy(updatedAt: number) {
  const client = new QueryClient();
  client.setQueryData(['loans'], ['Vidas secas'], { updatedAt });
  await renderWithI18n(
    <QueryClientProvider client={client}>
      <Loans />
    </QueryClientProvider>,
  );
  return client;
}

describe('a kept copy whose refresh fails', () => {
  it('shows the copy with the screen’s error and a retry above it', async () => {
    await renderWithCopy(performance.timeOrigin - 60_000);
    expect(await screen.findByText('Erro ao buscar os títulos pendentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByText('Vidas secas')).toBeTruthy();
  });

  it('stays quiet when the data was fetched during this visit', async () => {
    const client = await renderWithCopy(Date.now());
    expect(await screen.findByText('Vidas secas')).toBeTruthy();
    // The refresh has failed; nothing is said of it.
    await vi.waitFor(() => expect(client.getQueryState(['loans'])?.status).toBe('error'));
    expect(screen.queryByText('Erro ao buscar os títulos pendentes.')).toBeNull();
  });
});
