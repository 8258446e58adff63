import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from '../../../src/app/router/page-loading';
import { QueryView } from '../../../src/lib/query-state/query-state';
import { TAKING_LONG_MS } from '../../../src/lib/query-state/use-taking-long';
import { renderWithI18n } from '../errors/render-with-i18n';

/* No spinner or skeleton alone for more than 10 s (issue #36): it says so, with a retry. */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slowText = /Ainda carregando… está demorando mais que o normal\./;

function SlowList({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['slow-list'], queryFn, retry: false });
  return (
    <QueryView query={query}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

async function renderSlowList(queryFn: () => Promise<string[]>, language: 'pt' | 'en' = 'pt') {
  const client = new QueryClient();
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <SlowList queryFn={queryFn} />
    </QueryClientProvider>,
    language,
  );
}

describe('a load that takes longer than usual', () => {
  it('a part of the page says so after 10 s, not before, and its retry asks again', async () => {
    const answers: ((items: string[]) => void)[] = [];
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)));
    vi.useFakeTimers();
    await renderSlowList(queryFn);

    await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS - 100));
    expect(screen.queryByText(slowText)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(slowText)).toBeTruthy();

    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      return vi.advanceTimersByTimeAsync(0);
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(() => {
      answers.at(-1)?.(['Dom Casmurro']);
      return vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Dom Casmurro')).toBeTruthy();
    expect(screen.queryByText(slowText)).toBeNull();
  });

  it('in English too', async () => {
    vi.useFakeTimers();
    await renderSlowList(() => new Promise<string[]>(() => {}), 'en');
    await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS));
    expect(screen.getByText('Still loading… this is taking longer than usual.')).toBeTruthy();
  });

  it('a page whose code is still coming says so after 10 s', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<PageLoading />);
    expect(screen.queryByText(slowText)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS));
    expect(screen.getByText(slowText)).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
