import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { createQueryClient } from '../../../src/app/query-client';

const failing = (error: Error) => () => Promise.reject(error);

function setup() {
  const reportError = vi.fn();
  const client = createQueryClient({ reportError });
  return { client, reportError };
}

describe('query client: where failures are told', () => {
  it('leaves a failed first load to the page (its inline error with retry)', async () => {
    const { client, reportError } = setup();
    await client
      .fetchQuery({ queryKey: ['loans'], queryFn: failing(new NetworkError()), retry: false })
      .catch(() => undefined);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('toasts a background refetch that fails under data already shown', async () => {
    const { client, reportError } = setup();
    client.setQueryData(['loans'], [{ id: 1 }]);
    const error = new ApiError(500, { message: 'Erro inesperado' });
    await client
      .fetchQuery({ queryKey: ['loans'], queryFn: failing(error), retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('toasts a failed mutation unless the screen handles it itself', async () => {
    const { client, reportError } = setup();
    const error = new ApiError(422, { message: 'RENOVACAO_LIMITE_ATINGIDO' });
    const toasted = new MutationObserver(client, { mutationFn: failing(error) });
    const inline = new MutationObserver(client, {
      mutationFn: failing(new ApiError(422, { message: 'LIMITE_COMENTARIOS_PENDENTES' })),
      meta: { handlesOwnError: true },
    });
    await toasted.mutate().catch(() => undefined);
    await inline.mutate().catch(() => undefined);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('stays quiet on a 401: the session-expired path already tells the user', async () => {
    const { client, reportError } = setup();
    const observer = new MutationObserver(client, {
      mutationFn: failing(new ApiError(401, { message: 'Token ausente' })),
    });
    await observer.mutate().catch(() => undefined);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('invalidates the named keys and everything under them after a successful mutation', async () => {
    const { client } = setup();
    client.setQueryData(['loans', 'current'], []);
    client.setQueryData(['loans', 'history', { year: 2025 }], []);
    client.setQueryData(['holds'], []);
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.resolve('renewed'),
      meta: { invalidates: [['loans']] },
    });
    await observer.mutate();
    const invalid = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalid(['loans', 'current'])).toBe(true);
    expect(invalid(['loans', 'history', { year: 2025 }])).toBe(true);
    expect(invalid(['holds'])).toBe(false);
  });

  it('keeps retrying only what may pass: 5xx and network failures, never a 4xx', () => {
    const { client } = setup();
    const retry = client.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError(500, undefined))).toBe(true);
    expect(retry(0, new NetworkError())).toBe(true);
    expect(retry(2, new NetworkError())).toBe(false);
    expect(retry(0, new ApiError(422, { message: 'X' }))).toBe(false);
  });
});
