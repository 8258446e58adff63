import type { MockSettings } from '../mock-settings';

export type TokenKind = 'public' | 'patron';

interface IssuedToken {
  kind: TokenKind;
  expiresAt: number;
  /** The patron's code for patron tokens. */
  subject?: string;
}

/**
 * Issues and checks the mock's bearer tokens like an OAuth server would: access tokens expire
 * after the configured lifetime, refresh tokens rotate (each works once).
 */
export function createTokenService(settings: MockSettings) {
  let counter = 0;
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, { subject: string }>();

  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}.${counter.toString(36)}.${Math.floor(settings.now()).toString(36)}`;
  };

  function issue(kind: TokenKind, subject?: string) {
    const access_token = nextId(kind === 'public' ? 'pub' : 'pat');
    accessTokens.set(access_token, {
      kind,
      subject,
      expiresAt: settings.now() + settings.accessTokenTtlSeconds * 1000,
    });
    const answer = {
      access_token,
      token_type: 'bearer',
      expires_in: settings.accessTokenTtlSeconds,
    };
    if (kind === 'public' || subject === undefined) return answer;
    const refresh_token = nextId('ref');
    refreshTokens.set(refresh_token, { subject });
    return { ...answer, refresh_token };
  }

  return {
    issuePublic: () => issue('public'),
    issuePatron: (subject: string) => issue('patron', subject),
    /** Rotates a refresh token: the old one stops working. */
    refresh(refreshToken: string) {
      const entry = refreshTokens.get(refreshToken);
      if (!entry) return null;
      refreshTokens.delete(refreshToken);
      return issue('patron', entry.subject);
    },
    /** The token behind an `Authorization` header, when it is known and not expired. */
    verify(authorization: string | null): IssuedToken | null {
      const token = authorization?.match(/^Bearer (.+)$/)?.[1];
      const entry = token ? accessTokens.get(token) : undefined;
      if (!entry || entry.expiresAt <= settings.now()) return null;
      return entry;
    },
    /** Ends every session of a patron (user swap, logout on the server side). */
    revokeSubject(subject: string) {
      for (const [token, entry] of accessTokens)
        if (entry.subject === subject) accessTokens.delete(token);
      for (const [token, entry] of refreshTokens)
        if (entry.subject === subject) refreshTokens.delete(token);
    },
    expireAll() {
      accessTokens.clear();
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
