import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { authMutations } from '../api/auth-mutations';
import { ExternalLoginAnswer } from '../components/external-login-answer';

/** `/saml-response`: the end of an institutional (SAML) login. */
export function SamlResponsePage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (
    <ExternalLoginAnswer
      validation={authMutations.samlAnswer(queryClient)}
      answer={params.get('SAMLResponse') ?? params.get('saml') ?? ''}
    />
  );
}
