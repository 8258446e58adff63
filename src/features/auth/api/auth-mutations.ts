import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getGetPersonNameQueryOptions,
  getListDuplicatePeopleQueryKey,
} from '../../../api/generated/hooks/people/people';
import { finishOidcLogin, finishSamlLogin } from './external-login';
import {
  fetchDuplicatePeople,
  fetchSamlLoginLink,
  signInWithPassword,
  switchToLogin,
  type PasswordLogin,
} from './login-requests';
import { swapUser, type UserSwapInput } from './user-swap-requests';

/**
 * Every way of signing in, as react-query mutations: each ends in the one "load session user"
 * step (`fetchSessionUser`, through the shared session-user query). The screens say their own
 * failures in place (next to the field, or in the login's alert), so none reaches the global
 * error toast.
 */
export const authMutations = {
  /** Password grant, then the session user (the login page, modal and embedded login). */
  passwordLogin: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['auth', 'login', 'password'],
      mutationFn: (login: PasswordLogin) => signInWithPassword(queryClient, login),
      meta: { handlesOwnError: true },
    }),
  /** `/oauth-response`: the identity provider's nonce validated, then the session user. */
  oidcAnswer: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['auth', 'login', 'oidc'],
      mutationFn: (echoedNonce: string | null) => finishOidcLogin(queryClient, echoedNonce),
      meta: { handlesOwnError: true },
    }),
  /** `/saml-response`: the SAML answer validated, then the session user. */
  samlAnswer: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['auth', 'login', 'saml'],
      mutationFn: (saml: string) =>
        saml ? finishSamlLogin(queryClient, saml) : Promise.reject(new Error('no SAML answer')),
      meta: { handlesOwnError: true },
    }),
  /** The institution's SAML address, asked for when the patron presses the SAML button. */
  samlStart: () =>
    mutationOptions({
      mutationKey: ['auth', 'login', 'saml', 'start'],
      mutationFn: (redirect: string | null) => fetchSamlLoginLink(redirect),
      meta: { handlesOwnError: true },
    }),
  /** "Escolha a conta" and the personal area's change of login: another login of the person. */
  loginSwitch: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['auth', 'login-switch'],
      mutationFn: ({ codigo, base }: { codigo: string; base: string }) =>
        switchToLogin(queryClient, codigo, base),
      meta: { handlesOwnError: true },
    }),
  /** The personal area's user swap: signs in as another account with its own password. */
  userSwap: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['auth', 'user-swap'],
      mutationFn: (input: UserSwapInput) => swapUser(queryClient, input),
      meta: { handlesOwnError: true },
    }),
};

export const authQueries = {
  /**
   * People sharing a typed username (institutions that check duplicates), looked up when the
   * patron moves on from the username; cached per username, so going back and forth asks once.
   */
  duplicatePeople: (username: string) =>
    queryOptions({
      queryKey: getListDuplicatePeopleQueryKey({ usuario: username.trim() }),
      queryFn: () => fetchDuplicatePeople(username),
      staleTime: 5 * 60_000,
    }),
  /**
   * The name of the person a typed username belongs to, greeted on the password step of a
   * two-step login (spec section 7: `/pessoas/{user}/nome`). Not retried: an unknown username
   * (404) simply shows no name, and the password step says the rest.
   */
  personName: (username: string) =>
    getGetPersonNameQueryOptions(username.trim(), {
      query: { staleTime: 5 * 60_000, retry: false, enabled: username.trim() !== '' },
    }),
};
