import { http, HttpResponse } from 'msw';
import {
  LOCKOUT_AFTER_WRONG_PASSWORDS,
  qaErrorLogins,
  VALID_CAPTCHA_TOKEN,
} from '../patrons/qa-accounts';
import type { TokenTypeHint } from '../auth/token-service';
import type { PatronRow } from '../db';
import type { Schemas } from '../schema-types';
import { BodyCheck, readJsonBody } from './body-checks';
import { currentProfile, type MockContext, operation, refuseUnlessAuthorized } from './context';
import { currentPatron, updatePatron } from './current-patron';
import {
  apiPath,
  badRequest,
  errorAnswer,
  type FieldProblem,
  refusal,
  unauthorized,
} from './http-answers';
import { authPermissionsOf, captchaRequired, patronsForUsername } from './patron-support';

const blocked = () =>
  errorAnswer(430, 'ACESSO_BLOQUEADO', { key: 'ACESSO_BLOQUEADO', bloqueio: true });

const wrongCredentials = () =>
  errorAnswer(401, 'Usuário ou senha incorretos', { key: 'CREDENCIAIS_INVALIDAS' });

/** The login part of a typed username (without the institution marker or e-mail domain). */
export function loginPart(context: MockContext, username: string) {
  const marker = currentProfile(context).institution.marcador_usuario;
  let login = username.trim();
  if (marker && login.includes(marker)) login = login.slice(0, login.lastIndexOf(marker));
  return login.split('@')[0]?.trim().toLowerCase() ?? '';
}

/** The answer a QA error login forces (`bloqueado`, `limite`, `erro500`, `invalido`), if any. */
export function qaErrorAnswer(context: MockContext, username: string) {
  const login = loginPart(context, username);
  if (!Object.hasOwn(qaErrorLogins, login)) return null;
  const forced = qaErrorLogins[login as keyof typeof qaErrorLogins];
  if (forced.status === 430) return blocked();
  const messages: Record<number, string> = {
    429: 'Muitas tentativas consecutivas',
    500: 'Erro inesperado',
  };
  return errorAnswer(forced.status, messages[forced.status] ?? forced.key, { key: forced.key });
}

/** Where the app runs, so identity-provider links come back to it (not to the API host). */
function appOrigin(request: Request) {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // fall through to the request's own origin
    }
  }
  return new URL(request.url).origin;
}

async function passwordLogin(context: MockContext, form: URLSearchParams) {
  const username = (form.get('username') ?? '').trim();
  const password = form.get('password') ?? '';
  if (captchaRequired(context) && form.get('recaptcha_token') !== VALID_CAPTCHA_TOKEN) {
    return refusal('CAPTCHA_INVALIDO');
  }
  const [patron] = patronsForUsername(context, username);
  if (!patron) return qaErrorAnswer(context, username) ?? wrongCredentials();
  if (patron.bloqueado) return blocked();
  if (password !== patron.senha) {
    const wrong = patron.senhas_erradas + 1;
    await updatePatron(context, patron.cod_pessoa, (draft) => {
      draft.senhas_erradas = wrong;
      if (wrong >= LOCKOUT_AFTER_WRONG_PASSWORDS) draft.bloqueado = true;
    });
    return wrong >= LOCKOUT_AFTER_WRONG_PASSWORDS ? blocked() : wrongCredentials();
  }
  if (!patron.ativo) return refusal('USUARIO_INATIVO');
  await updatePatron(context, patron.cod_pessoa, (draft) => {
    draft.senhas_erradas = 0;
  });
  return HttpResponse.json(
    context.tokens.issuePatron(String(patron.cod_pessoa)) satisfies Schemas['Credentials'],
  );
}

const isTokenTypeHint = (value: string): value is TokenTypeHint =>
  value === 'refresh_token' || value === 'access_token';

/**
 * `POST /oauth/revoke` (RFC 7009, designed in the contract). Only a malformed form is refused:
 * any well-formed request answers 200 with an empty body, whether the token was known or not,
 * so the answer tells nobody which tokens exist. No bearer token is checked (the contract's
 * `security: []`): the token in the form is the credential, and the app calls this while its
 * own access token may already be dead (after a user swap).
 */
async function revokeToken(context: MockContext, request: Request) {
  if (!request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) {
    return errorAnswer(400, 'O corpo deve ser application/x-www-form-urlencoded', {
      key: 'REQUISICAO_INVALIDA',
    });
  }
  const form = new URLSearchParams(await request.text());
  const token = form.get('token') ?? '';
  const hint = form.get('token_type_hint');
  const clientId = form.get('client_id') ?? '';
  const fields: FieldProblem[] = [];
  if (!token.trim()) fields.push({ field: 'token', message: 'required' });
  else if (token.length > 4000) fields.push({ field: 'token', message: 'at most 4000 characters' });
  if (hint !== null && !isTokenTypeHint(hint))
    fields.push({ field: 'token_type_hint', message: 'refresh_token or access_token' });
  if (!clientId.trim()) fields.push({ field: 'client_id', message: 'required' });
  else if (clientId !== '4') fields.push({ field: 'client_id', message: 'must be 4' });
  if (fields.length) return badRequest(fields, 'Campos obrigatórios ausentes ou inválidos');
  context.tokens.revoke(token, hint !== null && isTokenTypeHint(hint) ? hint : undefined);
  return new HttpResponse(null, { status: 200 });
}

/** Patron tokens for an external (OIDC/SAML) login, or the refusal the contract lists. */
function externalLogin(context: MockContext, patron: PatronRow | undefined) {
  if (!patron) return refusal('USUARIO_NAO_ENCONTRADO');
  if (patron.bloqueado)
    return errorAnswer(422, 'ACESSO_BLOQUEADO', { key: 'ACESSO_BLOQUEADO', bloqueio: true });
  if (!patron.dados.cpf) return refusal('USUARIO_SEM_CPF');
  if (!patron.ativo) return refusal('USUARIO_INATIVO');
  return HttpResponse.json(
    context.tokens.issuePatron(String(patron.cod_pessoa)) satisfies Schemas['Credentials'],
  );
}

/**
 * Authentication: the OAuth grants of `POST /oauth/token` and their revocation
 * (`POST /oauth/revoke`), the session user, and OIDC/SAML logins where the mock also plays the
 * identity provider (it sends the browser straight back).
 */
export function authHandlers(context: MockContext) {
  return [
    http.post(
      apiPath('/oauth/token'),
      operation(context, 'createToken', async ({ request }) => {
        if (!request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) {
          return errorAnswer(400, 'O corpo deve ser application/x-www-form-urlencoded', {
            key: 'REQUISICAO_INVALIDA',
          });
        }
        const form = new URLSearchParams(await request.text());
        const grant = form.get('grant_type');
        const missing = (names: string[]) =>
          names
            .filter((name) => !form.get(name)?.trim())
            .map((field) => ({ field, message: 'required' }));

        if (grant === 'client_credentials') {
          const fields = missing(['client_id', 'client_secret']);
          if (fields.length)
            return errorAnswer(400, 'Campos obrigatórios ausentes', {
              key: 'REQUISICAO_INVALIDA',
              fields,
            });
          const answer: Schemas['Credentials'] = context.tokens.issuePublic();
          return HttpResponse.json(answer);
        }
        if (grant === 'refresh_token') {
          const fields = missing(['refresh_token', 'client_id']);
          if (fields.length)
            return errorAnswer(400, 'Campos obrigatórios ausentes', {
              key: 'REQUISICAO_INVALIDA',
              fields,
            });
          const answer = context.tokens.refresh(form.get('refresh_token') ?? '');
          if (!answer)
            return errorAnswer(401, 'Sessão expirada, faça login novamente', {
              key: 'SESSAO_EXPIRADA',
            });
          return HttpResponse.json(answer satisfies Schemas['Credentials']);
        }
        if (grant === 'password') {
          const fields = missing(['username', 'password', 'client_id']);
          const limits: [string, number][] = [
            ['username', 150],
            ['password', 128],
            ['recaptcha_token', 4000],
          ];
          for (const [name, max] of limits)
            if ((form.get(name)?.length ?? 0) > max)
              fields.push({ field: name, message: `at most ${max} characters` });
          const clientId = form.get('client_id');
          if (clientId?.trim() && clientId !== '4')
            fields.push({ field: 'client_id', message: 'must be 4' });
          if (fields.length)
            return errorAnswer(400, 'Campos obrigatórios ausentes ou inválidos', {
              key: 'REQUISICAO_INVALIDA',
              fields,
            });
          return passwordLogin(context, form);
        }
        return errorAnswer(400, `grant_type não suportado: ${grant ?? '(vazio)'}`, {
          key: 'GRANT_NAO_SUPORTADO',
          fields: [{ field: 'grant_type', message: 'unsupported' }],
        });
      }),
    ),

    http.post(
      apiPath('/oauth/revoke'),
      operation(context, 'revokeToken', ({ request }) => revokeToken(context, request)),
    ),

    http.get(
      apiPath('/pessoas'),
      operation(context, 'getSessionUser', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const patron = currentPatron(context, request);
        if (!patron) return unauthorized();
        const answer = {
          user: {
            cod_pessoa: patron.cod_pessoa,
            nome_pessoa: patron.nome_pessoa,
            login: patron.login,
            email: patron.email,
            categoria: patron.categoria,
          },
          authPermissions: authPermissionsOf(context, patron),
          bloqueio: patron.bloqueado,
          validade_cadastro: patron.validade_cadastro,
        } satisfies Schemas['SessionUser'];
        return HttpResponse.json(answer);
      }),
    ),

    http.get(
      apiPath('/oidc/authorize'),
      operation(context, 'startOidcLogin', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const url = new URL(request.url);
        const login = url.searchParams.get('login')?.trim() ?? '';
        const fields = [];
        if (!login) fields.push({ field: 'login', message: 'required' });
        else if (login.length > 150)
          fields.push({ field: 'login', message: 'at most 150 characters' });
        if ((url.searchParams.get('redirect')?.length ?? 0) > 500)
          fields.push({ field: 'redirect', message: 'at most 500 characters' });
        if (fields.length)
          return errorAnswer(400, 'Requisição inválida', { key: 'REQUISICAO_INVALIDA', fields });
        if (!currentProfile(context).institution.usaOIDC) return refusal('OIDC_NAO_CONFIGURADO');
        if (!login.includes('@')) return refusal('LOGIN_OIDC_INVALIDO');
        const nonce = context.tokens.startExternalLogin('oidc', login);
        const link = new URL('/oauth-response', appOrigin(request));
        link.searchParams.set('nonce', nonce);
        link.searchParams.set('code', `mock-idp-${nonce}`);
        return HttpResponse.json({
          nonce,
          link: link.href,
        } satisfies Schemas['OidcAuthorizeAnswer']);
      }),
    ),

    http.post(
      apiPath('/oidc/validar'),
      operation(context, 'validateOidcLogin', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const body = new BodyCheck(await readJsonBody(request));
        const nonce = body.text('nonce', { required: true, max: 200 });
        if (!body.ok || !nonce) return body.badRequest();
        const login = context.tokens.finishExternalLogin('oidc', nonce);
        if (!login) return refusal('TOKEN_OIDC_INVALIDO');
        const forced = qaErrorAnswer(context, login);
        if (forced && (forced.status === 422 || forced.status === 500)) return forced;
        return externalLogin(context, patronsForUsername(context, login)[0]);
      }),
    ),

    http.get(
      apiPath('/saml/login'),
      operation(context, 'startSamlLogin', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        // The mock identity provider signs everybody in as `leitor` (docs/qa.md, "QA accounts").
        const handle = context.tokens.startExternalLogin('saml', 'leitor');
        const link = new URL('/saml-response', appOrigin(request));
        link.searchParams.set('SAMLResponse', btoa(`mock-saml:${handle}`));
        return HttpResponse.json({ link: link.href } satisfies Schemas['SamlLoginAnswer']);
      }),
    ),

    http.post(
      apiPath('/saml/validar'),
      operation(context, 'validateSamlLogin', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const body = new BodyCheck(await readJsonBody(request));
        const saml = body.text('saml', { required: true, max: 20000 });
        if (!body.ok || !saml) return body.badRequest();
        let decoded = '';
        try {
          decoded = atob(decodeURIComponent(saml));
        } catch {
          decoded = '';
        }
        const handle = decoded.startsWith('mock-saml:') ? decoded.slice('mock-saml:'.length) : '';
        const login = handle ? context.tokens.finishExternalLogin('saml', handle) : null;
        if (!login) return refusal('SAML_INVALIDO');
        return externalLogin(context, patronsForUsername(context, login)[0]);
      }),
    ),
  ];
}
