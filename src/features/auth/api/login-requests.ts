import type { QueryClient } from '@tanstack/react-query';
import { heldSession, requestToken } from '../../../api/client';
import { startSamlLogin } from '../../../api/generated/hooks/auth/auth';
import {
  createBaseAccessUrl,
  listDuplicatePeople,
  listPersonLogins,
  updateLogin,
} from '../../../api/generated/hooks/people/people';
import type { PersonChoice, SessionUser } from '../../../api/generated/model';
import { authActions, type AuthKind } from '../../../stores/auth-store';
import { fetchSessionUser } from './session-user';

/** Client id of the catalogue app for patron grants (contract `PasswordGrant.client_id`). */
const PATRON_CLIENT_ID = '4';

export interface PasswordLogin {
  username: string;
  password: string;
  /** Captcha token when feature 1120 is permitted; `false` otherwise (spec section 5). */
  captchaToken?: string | false;
  remember: boolean;
}

/**
 * Password grant, then `GET /pessoas` with the new token. The credentials go into the chosen
 * store first because the HTTP layer reads the patron token from the stores; if the user call
 * fails the half-finished sign-in is undone so nobody is left signed in without a user.
 */
export async function signInWithPassword(
  queryClient: QueryClient,
  login: PasswordLogin,
): Promise<SessionUser> {
  const kind = login.remember ? 'remembered' : 'session';
  const recaptcha =
    login.captchaToken === undefined ? {} : { recaptcha_token: String(login.captchaToken) };
  // Server shape: the server keeps the refresh token in its cookie and answers the access token.
  const endpoint = heldSession();
  if (endpoint) {
    const credentials = await endpoint.signIn({
      username: login.username.trim(),
      password: login.password,
      remember: login.remember,
      ...recaptcha,
    });
    return loadSessionUser(queryClient, kind, credentials);
  }
  const credentials = await requestToken({
    grant_type: 'password',
    username: login.username.trim(),
    password: login.password,
    client_id: PATRON_CLIENT_ID,
    ...recaptcha,
  });
  return loadSessionUser(queryClient, kind, credentials);
}

/** Stores freshly granted credentials and the person they belong to (also after OIDC/SAML). */
export async function loadSessionUser(
  queryClient: QueryClient,
  kind: AuthKind,
  credentials: { access_token: string; refresh_token?: string },
): Promise<SessionUser> {
  authActions.signedIn(kind, { credentials, user: null, authPermissions: [] });
  try {
    return await fetchSessionUser(queryClient);
  } catch (error) {
    authActions.loggedOut();
    throw error;
  }
}

/** The person's logins; more than one means "Escolha a conta". */
export function fetchPersonLogins(): Promise<PersonChoice[]> {
  return listPersonLogins();
}

/**
 * Switches the session to another login of the same person, then reloads the session user
 * (the token now speaks for the chosen login). Answers where the server says to continue.
 */
export async function switchToLogin(
  queryClient: QueryClient,
  codigo: string,
  base: string,
): Promise<string> {
  const { url } = await updateLogin({ codigo, base });
  await fetchSessionUser(queryClient);
  return url;
}

/** The institution's SAML login address; the identity provider comes back to `/saml-response`. */
export async function fetchSamlLoginLink(redirect: string | null): Promise<string> {
  const { link } = await startSamlLogin(redirect ? { redirect } : undefined);
  return link;
}

/**
 * People sharing the typed username (`GET /pessoas/duplicadas`), for the institutions that check
 * duplicates; an empty list when only one person (or nobody) has it.
 */
export async function fetchDuplicatePeople(username: string): Promise<PersonChoice[]> {
  const answer = await listDuplicatePeople({ usuario: username.trim() });
  return answer.result && answer.pessoas.length > 1 ? answer.pessoas : [];
}

/** A signed address into the external publisher base named by the login's `redirect`. */
export async function fetchBaseAccessUrl(slug: string): Promise<string> {
  const { url } = await createBaseAccessUrl(slug);
  return url;
}
