import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import type { SessionUser } from '../../../api/generated/model';
import { sessionUserQueries } from '../../../api/queries/session-user-queries';
import { authActions } from '../../../stores/auth-store';

/**
 * The one "load session user" step of every sign-in path: `GET /pessoas` with the token now in
 * the auth store, through the shared session-user query, and the person written into that
 * store (the encrypted auth state of spec section 3, which outlives the page). A blocked account
 * may still get a token; its blocked flag refuses it all the same.
 */
export async function fetchSessionUser(queryClient: QueryClient): Promise<SessionUser> {
  const session = await queryClient.fetchQuery(sessionUserQueries.current());
  if (session.bloqueio)
    throw new ApiError(430, {
      message: 'ACESSO_BLOQUEADO',
      key: 'ACESSO_BLOQUEADO',
      bloqueio: true,
    });
  authActions.userLoaded({
    user: session.user,
    authPermissions: session.authPermissions,
    registrationValidUntil: session.validade_cadastro ?? null,
  });
  return session;
}
