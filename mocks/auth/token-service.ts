import type { MockSettings } from '../mock-settings';

export type TokenKind = 'public' | 'patron';
export type ExternalLoginKind = 'oidc' | 'saml';

const EXTERNAL_LOGIN_TTL_MS = 5 * 60 * 1000;

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
  /** Told after every change, so the in-browser mock can save its sessions. */
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, { subject: string; access: string }>();
  /** Handles of external logins in progress (OIDC nonces, SAML answers): what login they stand for. */
  const externalLogins = new Map<
    string,
    { kind: ExternalLoginKind; login: string; expiresAt: number }
  >();

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
    if (kind === 'public' || subject === undefined) {
      changed();
      return answer;
    }
    const refresh_token = nextId('ref');
    refreshTokens.set(refresh_token, { subject, access: access_token });
    changed();
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
      changed();
    },
    expireAll() {
      accessTokens.clear();
      changed();
    },
    /**
     * Moves the session of this access token (and its refresh token) to another patron: the
     * person switched to another of their logins without signing in again.
     */
    rebind(authorization: string | null, subject: string) {
      const token = authorization?.match(/^Bearer (.+)$/)?.[1];
      const entry = token ? accessTokens.get(token) : undefined;
      if (!token || !entry || entry.kind !== 'patron') return false;
      entry.subject = subject;
      for (const refresh of refreshTokens.values())
        if (refresh.access === token) refresh.subject = subject;
      changed();
      return true;
    },
    /** Remembers an external login in progress; the handle is good once, for five minutes. */
    startExternalLogin(kind: ExternalLoginKind, login: string) {
      const handle = nextId(kind);
      externalLogins.set(handle, {
        kind,
        login,
        expiresAt: settings.now() + EXTERNAL_LOGIN_TTL_MS,
      });
      changed();
      return handle;
    },
    /** The login an external-login handle stands for, consuming it; null when unknown or expired. */
    finishExternalLogin(kind: ExternalLoginKind, handle: string) {
      const entry = externalLogins.get(handle);
      if (!entry || entry.kind !== kind) return null;
      externalLogins.delete(handle);
      changed();
      return entry.expiresAt > settings.now() ? entry.login : null;
    },
    /** Everything issued, so the in-browser mock keeps its sessions across a page reload. */
    snapshot(): TokenServiceSnapshot {
      return {
        counter,
        accessTokens: [...accessTokens],
        refreshTokens: [...refreshTokens],
        externalLogins: [...externalLogins],
      };
    },
    /** Adds a snapshot's entries to what is known (a reload's state, then the lasting copy). */
    restore(snapshot: TokenServiceSnapshot) {
      counter = Math.max(counter, snapshot.counter);
      for (const [token, entry] of snapshot.accessTokens) accessTokens.set(token, entry);
      for (const [token, entry] of snapshot.refreshTokens) refreshTokens.set(token, entry);
      for (const [handle, entry] of snapshot.externalLogins) externalLogins.set(handle, entry);
    },
    /** Calls `listener` after every change; answers the unsubscribe. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface TokenServiceSnapshot {
  counter: number;
  accessTokens: [string, IssuedToken][];
  refreshTokens: [string, { subject: string; access: string }][];
  externalLogins: [string, { kind: ExternalLoginKind; login: string; expiresAt: number }][];
}

export type TokenService = ReturnType<typeof createTokenService>;
