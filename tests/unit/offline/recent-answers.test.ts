import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import {
  persistence,
  restorePersistedQueries,
  savePersistedQueries,
} from '../../../src/app/query-persistence';

const resultsKey = (termo: string) => ['consulta', { termo, page: 1 }];
const titleKey = (codAcervo: number) => ['acervo', codAcervo];

interface Stored {
  clientState: { queries: { queryKey: unknown[] }[] };
}
const storedKeys = () =>
  (
    JSON.parse(localStorage.getItem('consultas-persistidas') ?? '{}') as Stored
  ).clientState.queries.map((query) => query.queryKey);

beforeEach(() => localStorage.clear());

describe('the last results and titles seen, kept for offline use', () => {
  it('keeps only the latest few of each, within the age limit', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    await restorePersistedQueries(queryClient);
    const now = Date.now();
    for (let i = 0; i < 8; i++)
      queryClient.setQueryData(
        resultsKey(`termo ${i}`),
        { total: i },
        { updatedAt: now - (8 - i) * 1000 },
      );
    for (let i = 0; i < 25; i++)
      queryClient.setQueryData(
        titleKey(i),
        { titulo: `Título ${i}` },
        { updatedAt: now - (25 - i) * 1000 },
      );
    queryClient.setQueryData(
      resultsKey('muito antigo'),
      { total: 1 },
      {
        updatedAt: now - persistence.maxAge - 60_000,
      },
    );
    await savePersistedQueries(queryClient);

    const keys = storedKeys();
    const results = keys.filter((key) => key[0] === 'consulta');
    const titles = keys.filter((key) => key[0] === 'acervo');
    expect(results).toEqual([7, 6, 5, 4, 3].map((i) => resultsKey(`termo ${i}`)));
    expect(titles).toHaveLength(persistence.recent.titles);
    expect(titles[0]).toEqual(titleKey(24));
    expect(titles).not.toContainEqual(titleKey(4));
  });

  it('a reload finds them; pages the cache let go of stay kept', async () => {
    const first = createQueryClient({ reportError: () => {} });
    await restorePersistedQueries(first);
    first.setQueryData(resultsKey('machado'), { total: 3 });
    first.setQueryData(titleKey(42), { titulo: 'Dom Casmurro' });
    await savePersistedQueries(first);
    // The page was left long ago: the cache dropped it, the stored copy keeps it.
    first.removeQueries({ queryKey: resultsKey('machado') });
    await savePersistedQueries(first);

    const second = createQueryClient({ reportError: () => {} });
    await restorePersistedQueries(second);
    expect(second.getQueryData(resultsKey('machado'))).toEqual({ total: 3 });
    expect(second.getQueryData(titleKey(42))).toEqual({ titulo: 'Dom Casmurro' });
  });

  it('marks what it restored for a refresh on use, never the answers this page came with', async () => {
    const first = createQueryClient({ reportError: () => {} });
    await restorePersistedQueries(first);
    first.setQueryData(resultsKey('machado'), { total: 3 });
    first.setQueryData(titleKey(7), { titulo: 'Dom Casmurro, ontem' });
    await savePersistedQueries(first);

    // The server rendered this title into the page (newer than the kept copy): it is this
    // visit's answer, and marking it while the page hydrates would re-render the page.
    const second = createQueryClient({ reportError: () => {} });
    second.setQueryData(titleKey(7), { titulo: 'Dom Casmurro' }, { updatedAt: Date.now() + 1000 });
    await restorePersistedQueries(second);
    const state = (key: unknown[]) => second.getQueryState(key);
    expect(second.getQueryData(titleKey(7))).toEqual({ titulo: 'Dom Casmurro' });
    expect(state(titleKey(7))?.isInvalidated).toBe(false);
    expect(second.getQueryData(resultsKey('machado'))).toEqual({ total: 3 });
    expect(state(resultsKey('machado'))?.isInvalidated).toBe(true);
  });
});
