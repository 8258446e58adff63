import { getGetSessionUserQueryOptions } from '../generated/hooks/auth/auth';

/**
 * The signed-in person (`GET /pessoas`: user, permissions, blocked flag), declared once. Every
 * sign-in path (password, OIDC, SAML, change of login, user swap) loads it through the auth
 * feature's one "load session user" step, always fresh: a new token may speak for someone else.
 */
export const sessionUserQueries = {
  current: () => getGetSessionUserQueryOptions({ query: { staleTime: 0 } }),
};
