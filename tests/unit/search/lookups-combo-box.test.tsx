// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { createQueryClient } from '../../../src/app/query-client';
import { lookupQueries, nextLookupPage } from '../../../src/features/search/api/lookup-queries';
import { LookupComboBox } from '../../../src/features/search/lookups/lookup-combo-box';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let queryClient: QueryClient;
/** Lookup requests the component sent (path and query), in order. */
let requests: URL[] = [];

/**
 * jsdom has no layout: this observer sees every watched element on screen at once, as a list
 * scrolled to its end does, so the combo box's "load more" sentinel asks for the next page.
 */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(async () => {
  globalThis.IntersectionObserver ??=
    OnScreenObserver as unknown as typeof globalThis.IntersectionObserver;
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
  i18nInstance = await initI18n('pt');
}, 120_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  requests = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  queryClient = createQueryClient();
  mock.context.scenarios.clear();
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

const lookupCalls = (path: string) => requests.filter((url) => url.pathname === `/api${path}`);

describe('lookup paging', { timeout: 60_000 }, () => {
  it('the next page is asked while the pages read hold fewer entries than the total', () => {
    expect(nextLookupPage({ page: 1, pageSize: 20, total: 28 })).toBe(2);
    expect(nextLookupPage({ page: 2, pageSize: 20, total: 28 })).toBeUndefined();
    expect(nextLookupPage({ page: 1, pageSize: 20, total: 20 })).toBeUndefined();
    expect(nextLookupPage({ page: 1, pageSize: 20, total: 0 })).toBeUndefined();
  });

  it('reads the courses page by page until the last, each entry as id and label', async () => {
    const options = lookupQueries.list('course', { text: '' });
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(first.pages[0]!.data).toHaveLength(20);
    expect(first.pages[0]!.data[0]).toEqual({ id: '101', label: 'Letras - Português' });
    const total = first.pages[0]!.total;
    expect(total).toBeGreaterThan(20);
    const both = await createQueryClient().fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.flatMap((page) => page.data)).toHaveLength(total);
    expect(options.getNextPageParam(both.pages.at(-1)!, both.pages, 2, both.pageParams)).toBe(
      undefined,
    );
  });

  it('sends what was typed and the campus of a library list', async () => {
    const answer = await queryClient.fetchInfiniteQuery(
      lookupQueries.list('library', { text: ' campus ', campus: 2 }),
    );
    const call = lookupCalls('/bibliotecas').at(-1)!;
    expect(call.searchParams.get('search_text')).toBe('campus');
    expect(call.searchParams.get('codCampus')).toBe('2');
    expect(answer.pages[0]!.data.map((option) => option.label)).toEqual([
      'Biblioteca do Campus Tecnológico',
    ]);
  });
});

function Harness({ initial, campus }: { initial: string | null; campus?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LookupComboBox kind="course" value={value} onChange={setValue} campus={campus} />
      <output aria-label="chosen">{value ?? 'none'}</output>
    </>
  );
}

// The first render waits for the lookups' texts (a namespace of their own): slow on a busy machine.
const findField = () => screen.findByRole('combobox', { name: /Curso/ }, { timeout: 15_000 });

function renderLookup(initial: string | null) {
  return render(
    <I18nextProvider i18n={i18nInstance}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>loading texts</p>}>
            <Harness initial={initial} />
          </Suspense>
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
  );
}

describe('lookup combo box', { timeout: 60_000 }, () => {
  it("a code from the address shows its entry's name, fetched by code", async () => {
    renderLookup('104');
    const field = await findField();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('História'));
    expect(lookupCalls('/curso/104')).toHaveLength(1);
  });

  it('an unknown code says its name could not be found, with a retry', async () => {
    renderLookup('999');
    expect(
      await screen.findByText(/Não foi possível identificar o valor escolhido \(código 999\)/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('typing searches the server after a pause; arrows and Enter choose an entry', async () => {
    // Keystrokes without pauses between them, as a quick typist's.
    const user = userEvent.setup({ delay: null });
    renderLookup(null);
    const field = await findField();
    await user.type(field, 'hist');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['História', 'Doutorado em História']),
    );
    // One request for the word typed, not one per letter.
    const searched = lookupCalls('/cursos').map((url) => url.searchParams.get('search_text'));
    expect(searched.filter((text) => text !== null)).toEqual(['hist']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('104');
    expect((field as HTMLInputElement).value).toBe('História');
  });

  it('opening the list and reaching its end loads the next page', async () => {
    const user = userEvent.setup();
    renderLookup(null);
    const field = await findField();
    await user.click(field);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(20));
    expect(lookupCalls('/cursos').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(within(listbox).getByRole('option', { name: 'Agronomia' })).toBeTruthy();
  });

  it('a failed list says so and retries', async () => {
    mock.context.scenarios.set('listCourses:500');
    const user = userEvent.setup();
    renderLookup(null);
    expect(
      await screen.findByText('Não foi possível carregar a lista.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    mock.context.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() =>
      expect(screen.queryByText('Não foi possível carregar a lista.')).toBeNull(),
    );
  });
});
