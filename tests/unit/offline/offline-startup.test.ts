import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { fetchOrKeepPersisted } from '../../../src/app/startup/startup-fallback';

afterEach(() => onlineManager.setOnline(true));

describe('start-up without a network', () => {
  it('starts on the kept copy instead of waiting, and reads again once online', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    // As QueryClientProvider does: a mounted client resumes paused reads when online.
    queryClient.mount();
    const queryKey = ['parametros', 'funcionalidades'];
    queryClient.setQueryData(queryKey, { kept: true });
    const queryFn = vi.fn(() => Promise.resolve({ kept: false }));
    onlineManager.setOnline(false);

    await fetchOrKeepPersisted(queryClient, { queryKey, queryFn });
    expect(queryClient.getQueryData(queryKey)).toEqual({ kept: true });
    expect(queryFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual({ kept: false }));
    queryClient.unmount();
  });

  it('starts on the kept copy when the network goes while the read is under way', async () => {
    const queryClient = createQueryClient({ reportError: () => {} });
    queryClient.mount();
    const queryKey = ['parametros', 'instituicao'];
    queryClient.setQueryData(queryKey, { kept: true });
    // A read that never answers by itself: the network has gone under it.
    const queryFn = vi.fn(() => new Promise<{ kept: boolean }>(() => {}));

    const started = fetchOrKeepPersisted(queryClient, { queryKey, queryFn });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    onlineManager.setOnline(false);

    await expect(started).resolves.toBeUndefined();
    expect(queryClient.getQueryData(queryKey)).toEqual({ kept: true });
    queryClient.unmount();
  });
});
