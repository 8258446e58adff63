import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { paths, type RouteHandle } from '../../../config/paths';
import { OAuthResponsePage } from '../../../features/auth/routes/oauth-response-page';
import { SamlResponsePage } from '../../../features/auth/routes/saml-response-page';
import { PageLoading } from '../../router/page-loading';

export const handle: RouteHandle = { titleKey: 'pages.signingIn' };

/**
 * The identity provider's answers, OIDC (`/oauth-response`) and SAML (`/saml-response`), one
 * module and a route each (routes.ts): the browser validates the answer and keeps the session it
 * gives, so the server sends the loading slot and nothing else. The loader says which protocol
 * the route answers.
 */
export function clientLoader({ pattern }: ClientLoaderFunctionArgs) {
  return { protocol: pattern === paths.samlResponse.pattern ? 'saml' : 'oidc' };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default function SignInAnswer() {
  const { protocol } = useLoaderData<typeof clientLoader>();
  return protocol === 'saml' ? <SamlResponsePage /> : <OAuthResponsePage />;
}
