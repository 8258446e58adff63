import { describe, expect, it } from 'vitest';
import {
  COVER_BATCH_SIZE,
  releasedBatches,
} from '../../../src/features/search/components/cover-batches';
import { chooseCover } from '../../../src/features/search/components/cover-choice';
import { imageAddress } from '../../../src/lib/urls/safe-url';
import {
  isIndexedIn,
  offersWaitingList,
  otherTitlesOf,
} from '../../../src/features/search/components/result-rules';
import { standardsTerm } from '../../../src/features/search/utils/search-url';

const origin = globalThis.location?.origin ?? 'http://localhost';
const DEFAULT = 'data:image/svg+xml;utf8,%3Csvg%3E%3C%2Fsvg%3E';

describe('cover batches', () => {
  it('releases the first batch at once, the next only when every cover before it has settled', () => {
    const none = Array<boolean>(20).fill(false);
    expect(COVER_BATCH_SIZE).toBe(5);
    expect(releasedBatches(none)).toBe(1);
    // Four of the first five answered: the second batch still waits.
    expect(releasedBatches([true, true, true, true, false, ...none.slice(5)])).toBe(1);
    const firstDone = [...Array<boolean>(5).fill(true), ...none.slice(5)];
    expect(releasedBatches(firstDone)).toBe(2);
    // A later batch answered from the cache does not let a batch jump its turn.
    expect(
      releasedBatches([...firstDone.slice(0, 5), false, ...Array<boolean>(14).fill(true)]),
    ).toBe(2);
    expect(releasedBatches(Array<boolean>(20).fill(true))).toBe(4);
  });

  it('counts partial batches and asks nothing for an empty page', () => {
    expect(releasedBatches([])).toBe(0);
    expect(releasedBatches([false, false])).toBe(1);
    expect(releasedBatches(Array<boolean>(7).fill(true))).toBe(2);
    expect(releasedBatches([true, true, false], 2)).toBe(2);
  });
});

describe('which image a result shows', () => {
  const none = new Set<string>();
  const own = `${origin}/covers/7.svg`;
  const fetched = 'https://capas.example.org/7.jpg';

  it('while its cover is asked: the record own cover, else an empty box (no default flash)', () => {
    const pending = { status: 'pending', url: null } as const;
    expect(chooseCover({ fetched: pending, own, fallback: DEFAULT, broken: none })).toBe(own);
    expect(
      chooseCover({ fetched: pending, own: null, fallback: DEFAULT, broken: none }),
    ).toBeNull();
  });

  it('the cover the server found, then the record own, then the default image', () => {
    const found = { status: 'success', url: fetched } as const;
    const empty = { status: 'success', url: null } as const;
    expect(chooseCover({ fetched: found, own, fallback: DEFAULT, broken: none })).toBe(fetched);
    expect(chooseCover({ fetched: empty, own, fallback: DEFAULT, broken: none })).toBe(own);
    expect(chooseCover({ fetched: empty, own: null, fallback: DEFAULT, broken: none })).toBe(
      DEFAULT,
    );
  });

  it('a failed cover call falls back like an empty answer', () => {
    const failed = { status: 'error', url: null } as const;
    expect(chooseCover({ fetched: failed, own: null, fallback: DEFAULT, broken: none })).toBe(
      DEFAULT,
    );
  });

  it('an image that failed to load is passed over; when all failed, the empty box', () => {
    const found = { status: 'success', url: fetched } as const;
    expect(
      chooseCover({ fetched: found, own: null, fallback: DEFAULT, broken: new Set([fetched]) }),
    ).toBe(DEFAULT);
    expect(
      chooseCover({
        fetched: found,
        own: null,
        fallback: DEFAULT,
        broken: new Set([fetched, DEFAULT]),
      }),
    ).toBeNull();
  });

  it('never uses an address that is not http(s), this site or an inline image', () => {
    const hostile = { status: 'success', url: 'javascript:alert(1)' } as const;
    expect(chooseCover({ fetched: hostile, own: null, fallback: DEFAULT, broken: none })).toBe(
      DEFAULT,
    );
    expect(imageAddress('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(imageAddress('  ')).toBeNull();
    expect(imageAddress(DEFAULT)).toBe(DEFAULT);
    expect(imageAddress('/covers/7.svg')).toBe('/covers/7.svg');
  });
});

describe('result rules', () => {
  it('offers the waiting list only for a title whose copies circulate, none available', () => {
    expect(offersWaitingList({ exemplares: { total: 3, disponiveis: 0 } })).toBe(true);
    expect(offersWaitingList({ exemplares: { total: 3, disponiveis: 1 } })).toBe(false);
    // Online only: nothing to wait for.
    expect(offersWaitingList({ exemplares: { total: 0, disponiveis: 0 } })).toBe(false);
    // Reference-only copies (none circulates): read on site, never lent, nothing to wait for.
    expect(offersWaitingList({ exemplares: { total: 2, disponiveis: 0, circulantes: 0 } })).toBe(
      false,
    );
    expect(offersWaitingList({ exemplares: { total: 3, disponiveis: 0, circulantes: 1 } })).toBe(
      true,
    );
  });

  it('other titles: the record own ones, without blanks, repeats or the title shown', () => {
    const answer = [
      { cod_acervo: 1, titulos: ['Refactoring', ' refactoring ', '', 'Dom Casmurro', 'Série X'] },
      { cod_acervo: 2, titulos: ['Outro'] },
    ];
    expect(otherTitlesOf(answer, { cod_acervo: 1, titulo: 'Dom Casmurro' })).toEqual([
      'Refactoring',
      'Série X',
    ]);
    expect(otherTitlesOf(answer, { cod_acervo: 3, titulo: 'X' })).toEqual([]);
    expect(otherTitlesOf(undefined, { cod_acervo: 1, titulo: 'X' })).toEqual([]);
    // No other titles is one shared list, so a memoised item sees no change.
    expect(otherTitlesOf(undefined, { cod_acervo: 1, titulo: 'X' })).toBe(
      otherTitlesOf(answer, { cod_acervo: 9, titulo: 'Y' }),
    );
  });

  it('indexed: only what the answer says is indexed', () => {
    const answer = [
      { cod_acervo: 1, indexado: true },
      { cod_acervo: 2, indexado: false },
    ];
    expect(isIndexedIn(answer, 1)).toBe(true);
    expect(isIndexedIn(answer, 2)).toBe(false);
    expect(isIndexedIn(answer, 3)).toBe(false);
    expect(isIndexedIn(undefined, 1)).toBe(false);
  });

  it('the standards provider is asked the simple term or the advanced rows joined', () => {
    expect(standardsTerm({ termo: '  projeto  de  pesquisa ', linhas: null })).toBe(
      'projeto de pesquisa',
    );
    expect(standardsTerm({ termo: '', linhas: [{ termo: 'NBR' }, { termo: '6023' }] })).toBe(
      'NBR 6023',
    );
    expect(standardsTerm({ termo: '   ', linhas: null })).toBeNull();
    expect(standardsTerm({ termo: 'a'.repeat(600), linhas: null })).toHaveLength(500);
  });
});
