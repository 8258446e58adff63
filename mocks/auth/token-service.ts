import type { MockSettings } from '../mock-settings';

export type TokenKind = 'public' | 'patron';
export type ExternalLoginKind = 'oidc' | 'saml';

const EXTERNAL_LOGIN_TTL_MS = 5 * 60 * 1000;

interface IssuedToken {
  kind: TokenKind;
  expiresAt: number;
  /** The patron's code for patron tokens. */
  subject?: string;
  /**
   * The sign-in a patron token descends from, through any number of refreshes: revoking a
   * refresh token ends every token of that sign-in (RFC 7009 section 2.1). Absent in sessions
   * saved by an older mock.
   */
  grant?: string;
}

interface IssuedRefreshToken {
  subject: string;
  /** The access token issued with it. */
  access: string;
  grant?: string;
}

export type TokenTypeHint = 'refresh_token' | 'access_token';

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
  const refreshTokens = new Map<string, IssuedRefreshToken>();
  /**
   * Refresh tokens already exchanged, and the sign-in each belonged to. A spent token presented
   * again means two parties hold the session (a stolen copy, OAuth 2.1 section 4.3.1 and the
   * browser-based-apps BCP's reuse detection): the mock cannot tell which is the patron, so the
   * whole sign-in ends.
   */
  const spentRefreshTokens = new Map<string, string>();
  /** Handles of external logins in progress (OIDC nonces, SAML answers): what login they stand for. */
  const externalLogins = new Map<
    string,
    { kind: ExternalLoginKind; login: string; expiresAt: number }
  >();

  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}.${counter.toString(36)}.${Math.floor(settings.now()).toString(36)}`;
  };

  function issue(kind: TokenKind, subject?: string, grant?: string) {
    const access_token = nextId(kind === 'public' ? 'pub' : 'pat');
    accessTokens.set(access_token, {
      kind,
      subject,
      grant,
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
    refreshTokens.set(refresh_token, { subject, access: access_token, grant });
    changed();
    return { ...answer, refresh_token };
  }

  /** Ends every token of one sign-in (a revoke of its refresh token, or a reuse). */
  function revokeGrant(grant: string) {
    for (const [access, issued] of accessTokens)
      if (issued.grant === grant) accessTokens.delete(access);
    for (const [refresh, issued] of refreshTokens)
      if (issued.grant === grant) refreshTokens.delete(refresh);
  }

  return {
    issuePublic: () => issue('public'),
    issuePatron: (subject: string) => issue('patron', subject, nextId('grant')),
    /**
     * Rotates a refresh token: the old one stops working; the new tokens keep its sign-in. A
     * token already rotated away ends its whole sign-in (reuse detection) and, like an unknown
     * one, answers null (the endpoint's invalid-grant answer).
     */
    refresh(refreshToken: string) {
      const entry = refreshTokens.get(refreshToken);
      if (!entry) {
        const reusedGrant = spentRefreshTokens.get(refreshToken);
        if (reusedGrant !== undefined) {
          revokeGrant(reusedGrant);
          changed();
        }
        return null;
      }
      refreshTokens.delete(refreshToken);
      const grant = entry.grant ?? nextId('grant');
      spentRefreshTokens.set(refreshToken, grant);
      return issue('patron', entry.subject, grant);
    },
    /**
     * `POST /oauth/revoke` (RFC 7009): a refresh token takes with it every token of its sign-in
     * (the access tokens issued from it and before it, whose refresh tokens are already spent);
     * an access token goes alone. The hint only says where to look first: a token of the other
     * kind is revoked all the same. Answers whether anything was revoked; the endpoint does not
     * tell the caller, since an unknown token is not an error.
     */
    revoke(token: string, hint?: TokenTypeHint): boolean {
      const revokeRefresh = () => {
        const entry = refreshTokens.get(token);
        if (!entry) return false;
        refreshTokens.delete(token);
        accessTokens.delete(entry.access);
        if (entry.grant !== undefined) revokeGrant(entry.grant);
        return true;
      };
      const revokeAccess = () => accessTokens.delete(token);
      const revoked =
        hint === 'access_token'
          ? revokeAccess() || revokeRefresh()
          : revokeRefresh() || revokeAccess();
      if (revoked) changed();
      return revoked;
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
        spentRefreshTokens: [...spentRefreshTokens],
        externalLogins: [...externalLogins],
      };
    },
    /** Adds a snapshot's entries to what is known (a reload's state, then the lasting copy). */
    restore(snapshot: TokenServiceSnapshot) {
      counter = Math.max(counter, snapshot.counter);
      for (const [token, entry] of snapshot.accessTokens) accessTokens.set(token, entry);
      for (const [token, entry] of snapshot.refreshTokens) refreshTokens.set(token, entry);
      for (const [token, grant] of snapshot.spentRefreshTokens ?? [])
        spentRefreshTokens.set(token, grant);
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
  refreshTokens: [string, IssuedRefreshToken][];
  /** Absent in snapshots saved by an older mock. */
  spentRefreshTokens?: [string, string][];
  externalLogins: [string, { kind: ExternalLoginKind; login: string; expiresAt: number }][];
}

export type TokenService = ReturnType<typeof createTokenService>;
