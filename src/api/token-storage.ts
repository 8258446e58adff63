/** What `POST /oauth/token` answers, as far as the client needs it. */
export interface Credentials {
  access_token: string;
  refresh_token?: string;
}

/**
 * How the HTTP layer reaches the tokens without knowing where they live. The app wires it to
 * its auth stores (session-only and remembered, both encrypted); tests use `memoryTokenStorage`.
 */
export interface TokenStorage {
  /** The signed-in patron's credentials; when both stores hold some, the remembered one wins. */
  getPatronCredentials(): Credentials | null;
  /** Keeps refreshed patron credentials in the store they came from. */
  setPatronCredentials(credentials: Credentials): void;
  getPublicCredentials(): Credentials | null;
  setPublicCredentials(credentials: Credentials): void;
  /** The server refused the patron's refresh (400/401): warn "session expired" and log out. Once per refusal. */
  onSessionExpired(): void;
}

export function memoryTokenStorage(
  initial: { patron?: Credentials | null; public?: Credentials | null } = {},
  onSessionExpired: () => void = () => {},
): TokenStorage & { clearPatron(): void } {
  let patron = initial.patron ?? null;
  let publicCredentials = initial.public ?? null;
  return {
    getPatronCredentials: () => patron,
    setPatronCredentials: (credentials) => {
      patron = credentials;
    },
    getPublicCredentials: () => publicCredentials,
    setPublicCredentials: (credentials) => {
      publicCredentials = credentials;
    },
    clearPatron: () => {
      patron = null;
    },
    onSessionExpired: () => {
      patron = null;
      onSessionExpired();
    },
  };
}
