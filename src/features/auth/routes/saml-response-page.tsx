import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { finishSamlLogin } from '../api/external-login';
import { ExternalLoginAnswer } from '../components/external-login-answer';

/** `/saml-response`: the end of an institutional (SAML) login. */
export function SamlResponsePage() {
  const [params] = useSearchParams();
  const saml = params.get('SAMLResponse') ?? params.get('saml') ?? '';
  const queryClient = useQueryClient();
  const finish = useCallback(
    () => (saml ? finishSamlLogin(queryClient, saml) : Promise.reject(new Error('no SAML answer'))),
    [queryClient, saml],
  );
  return <ExternalLoginAnswer finish={finish} />;
}
