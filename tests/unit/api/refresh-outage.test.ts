// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApi } from '../../../src/api/client';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { describeError } from '../../../src/lib/errors/describe-error';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { createFakeTokenServer } from './fake-token-server';

// Issue 17, "Refresh semantics": only a refused refresh grant (400/401) ends the session; a
// refresh that got no answer or a 5xx keeps it, and the requests waiting on it fail as "server
// not reached", which the screens offer to retry.

const en = (await initI18n('en')).getFixedT('en', 'errors');

let fake = createFakeTokenServer();
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  fake = createFakeTokenServer();
  server.use(...fake.handlers);
});

const getTitle = (id: number) =>
  apiRequest<{ cod_acervo: number }>({ url: `/acervo/${id}`, method: 'GET' });

const signedInPair = { access_token: 'patron-access-0', refresh_token: 'patron-refresh-0' };

/** A signed-in patron whose access token the server no longer takes, so the next call refreshes. */
function expiredPatron() {
  const onSessionExpired = vi.fn();
  fake.validToken(signedInPair.access_token);
  const tokens = memoryTokenStorage({ patron: signedInPair }, onSessionExpired);
  configureApi({ tokens, language: () => 'en' });
  fake.expireAll();
  return { tokens, onSessionExpired };
}

const rejections = async (calls: Promise<unknown>[]) =>
  (await Promise.allSettled(calls)).map((result) =>
    result.status === 'rejected' ? (result.reason as unknown) : 'fulfilled',
  );

describe('a refresh that could not be done keeps the session', () => {
  it.each([
    ['gets no answer', 'network' as const],
    ['is answered 503', 503],
    ['is answered 502', 502],
  ])('when the refresh grant %s', async (_, failure) => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(failure);

    const errors = await rejections(Array.from({ length: 5 }, (_, i) => getTitle(i + 1)));

    expect(fake.grants.refresh_token).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getPatronCredentials()).toEqual(signedInPair);
    for (const error of errors) {
      expect(error).toBeInstanceOf(NetworkError);
      expect(describeError(error, en)).toEqual({
        tone: 'warning',
        message: 'The server could not be reached. Please try again later.',
      });
    }
  });

  it('the next request after the blip refreshes again and succeeds', async () => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh('network');
    await expect(getTitle(1)).rejects.toBeInstanceOf(NetworkError);

    await expect(getTitle(2)).resolves.toMatchObject({ cod_acervo: 2 });

    expect(fake.grants.refresh_token).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getPatronCredentials()).toMatchObject({
      access_token: 'patron-access-1',
      refresh_token: 'patron-refresh-1',
    });
  });

  it('a blip followed by a refusal still signs out', async () => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(503);
    await expect(getTitle(1)).rejects.toBeInstanceOf(NetworkError);
    fake.failNextRefresh(400);

    const error = await getTitle(2).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getPatronCredentials()).toBeNull();
  });
});

describe('a refused refresh ends the session, as before', () => {
  it.each([400, 401])('when the refresh grant is answered %i', async (status) => {
    const { tokens, onSessionExpired } = expiredPatron();
    fake.failNextRefresh(status);

    const errors = await rejections(Array.from({ length: 5 }, (_, i) => getTitle(i + 1)));

    expect(fake.grants.refresh_token).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.getPatronCredentials()).toBeNull();
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    }
  });
});
