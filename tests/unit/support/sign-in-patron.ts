import { apiClient, configureApi, requestToken } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { authActions } from '../../../src/stores/auth-store';

/**
 * Signs a patron in through the mock's password grant and `GET /pessoas`, as the login page
 * does: the tokens go to the API client, the session user and permissions to the auth store.
 */
export async function signInPatron(
  username = 'leitor',
  password = 'leitor123',
  language: () => string = () => 'pt',
) {
  const tokens = memoryTokenStorage();
  configureApi({ tokens, language });
  const credentials = await requestToken({
    grant_type: 'password',
    username,
    password,
    client_id: '4',
  });
  tokens.setPatronCredentials(credentials);
  const { data } = await apiClient().GET('/pessoas');
  if (!data) throw new Error(`GET /pessoas failed for ${username}`);
  authActions.signedIn('session', {
    credentials,
    user: data.user,
    authPermissions: data.authPermissions,
    registrationValidUntil: data.validade_cadastro ?? null,
  });
  return data;
}
