import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { authMutations } from '../api/auth-mutations';
import { ExternalLoginAnswer } from '../components/external-login-answer';

/** `/oauth-response`: the end of an OIDC login (spec section 4). */
export function OAuthResponsePage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (
    <ExternalLoginAnswer
      validation={authMutations.oidcAnswer(queryClient)}
      answer={params.get('nonce')}
      failureBackToLogin
    />
  );
}
