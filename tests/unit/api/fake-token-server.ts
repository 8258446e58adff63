import { http, HttpResponse } from 'msw';

/**
 * A tiny OAuth server for the client tests: it issues numbered tokens, remembers which are
 * still valid and counts the grants it saw, so tests can assert "exactly one refresh".
 */
export function createFakeTokenServer() {
  let next = 1;
  const valid = new Set<string>();
  const grants: Record<string, number> = { client_credentials: 0, refresh_token: 0, password: 0 };
  let refuseRefresh = false;
  // How the next refresh grants fail, one entry each: no answer at all, or that status.
  const refreshFailures: ('network' | number)[] = [];
  const seen: { authorization: string | null; language: string | null }[] = [];

  const issue = (prefix: string) => {
    const access = `${prefix}-access-${next}`;
    const refresh = `${prefix}-refresh-${next}`;
    next += 1;
    valid.add(access);
    return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: 300 };
  };

  const handlers = [
    http.post('/api/oauth/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const grant = form.get('grant_type') ?? '';
      grants[grant] = (grants[grant] ?? 0) + 1;
      // Let concurrent callers pile up behind the refresh, as on a real network.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const failure = grant === 'refresh_token' ? refreshFailures.shift() : undefined;
      if (failure === 'network') return HttpResponse.error();
      if (failure !== undefined) {
        return HttpResponse.json(
          { message: `HTTP ${failure}`, status: failure },
          { status: failure },
        );
      }
      if (grant === 'refresh_token' && (refuseRefresh || form.get('client_id') !== '4')) {
        return HttpResponse.json(
          { message: 'Refresh token inválido', status: 401 },
          { status: 401 },
        );
      }
      return HttpResponse.json(issue(grant === 'client_credentials' ? 'public' : 'patron'));
    }),
    http.get('/api/acervo/:id', ({ request, params }) => {
      const authorization = request.headers.get('Authorization');
      seen.push({ authorization, language: request.headers.get('idioma') });
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      if (!valid.has(token)) {
        return HttpResponse.json(
          { message: 'Token expirado', key: 'TOKEN_EXPIRADO', status: 401 },
          { status: 401 },
        );
      }
      return HttpResponse.json({ cod_acervo: Number(params.id), titulo: 'Dom Casmurro' });
    }),
  ];

  return {
    handlers,
    grants,
    seen,
    /** Makes every token issued so far invalid, as when they all expire. */
    expireAll: () => valid.clear(),
    refuseRefresh: () => {
      refuseRefresh = true;
    },
    validToken: (token: string) => valid.add(token),
    /** The next refresh grant gets no answer (`'network'`) or is answered with this status. */
    failNextRefresh: (failure: 'network' | number) => {
      refreshFailures.push(failure);
    },
  };
}
