import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { finishOidcLogin } from '../api/external-login';
import { ExternalLoginAnswer } from '../components/external-login-answer';

/** `/oauth-response`: the end of an OIDC login (spec section 4). */
export function OAuthResponsePage() {
  const [params] = useSearchParams();
  const nonce = params.get('nonce');
  const queryClient = useQueryClient();
  const finish = useCallback(() => finishOidcLogin(queryClient, nonce), [queryClient, nonce]);
  return <ExternalLoginAnswer finish={finish} failureBackToLogin />;
}
