import { http, HttpResponse } from 'msw';
import type { PatronRow } from '../db';
import type { Schemas } from '../schema-types';
import { VALID_CAPTCHA_TOKEN } from '../patrons/qa-accounts';
import { loginPart, qaErrorAnswer } from './auth';
import { BodyCheck, readJsonBody } from './body-checks';
import { currentProfile, type MockContext, operation, refuseUnlessAuthorized } from './context';
import { signedInPatron, updatePatron } from './current-patron';
import { apiPath, badParameter, errorAnswer, refusal } from './http-answers';
import { loanAnswer } from './loans';
import { referenceToday } from './mock-clock';
import type { WithParams } from './path-parameters';
import {
  applyNewPassword,
  brokenPasswordRule,
  captchaRequired,
  currentLoans,
  libraryById,
  maskEmail,
  numericCode,
  PASSWORD_RULES,
  patronsForUsername,
} from './patron-support';
import { isIsoDate, undeclaredQuery } from './query-parameters';

/** Verification code of the password recovery: length and lifetime. */
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes after which the recovery is dropped (429): start again. */
const RECOVERY_MAX_ATTEMPTS = 5;

/** External publisher e-resources (login `redirect` slugs); some only for some categories. */
export const EXTERNAL_BASES: Record<string, { url: string; categorias?: string[] }> = {
  'minha-biblioteca': { url: 'https://minhabiblioteca.example.com/acesso' },
  'biblioteca-virtual': { url: 'https://bv.example.com/login' },
  'normas-tecnicas': { url: 'https://normas.example.com/gedweb', categorias: ['05'] },
};

const PERSONAL_DATA_LIMITS = {
  complemento: 100,
  rg: 20,
  nacionalidade: 60,
  escolaridade: 60,
  localidade: 100,
  profissao: 100,
} as const;

const MARITAL = [
  'solteiro',
  'casado',
  'separado_judicialmente',
  'divorciado',
  'viuvo',
  'outro',
  null,
] as const;

/**
 * The last verification code sent to this user, for the QA panel (the mock also logs it);
 * null when no recovery is in progress.
 */
export function lastRecoveryCode(context: MockContext, user: string): string | null {
  return patronsForUsername(context, user)[0]?.recuperacao?.codigo ?? null;
}

function signedToken(context: MockContext, patron: PatronRow, purpose: string) {
  return numericCode(`${purpose}:${patron.cod_pessoa}:${context.settings.now()}`, 12);
}

const samePerson = (context: MockContext, patron: PatronRow) =>
  context.db.patrons.findMany((q) => q.where({ grupo_pessoa: patron.grupo_pessoa }));

/** Brazilian tax number (CPF) check digits. */
export function isValidCpf(cpf: string) {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

function personalDataOf(patron: PatronRow): Schemas['PersonalData'] {
  return { nome_pessoa: patron.nome_pessoa, email: patron.email, ...patron.dados };
}

/** Validates a personal-data PUT: the new data, or the 400 answer naming the fields. */
function checkPersonalData(raw: unknown): PatronRow['dados'] | Response {
  const body = new BodyCheck(raw);
  const present = (field: string) => {
    if (!body.has(field)) body.fail(field, 'required');
    return body.has(field);
  };
  const logradouro = present('logradouro') ? body.text('logradouro', { max: 150 }) : undefined;
  const cep = present('cep') ? body.text('cep', { pattern: /^\d{8}$/ }) : undefined;
  if (typeof cep === 'string' && !/^\d{8}$/.test(cep)) body.fail('cep', 'must be 8 digits');
  const cidade = present('cidade') ? body.text('cidade', { max: 100 }) : undefined;
  const bairro = present('bairro') ? body.text('bairro', { max: 100 }) : undefined;
  const sexo = present('sexo') ? body.oneOf('sexo', ['F', 'M', null] as const) : undefined;
  const estado_civil = present('estado_civil') ? body.oneOf('estado_civil', MARITAL) : undefined;
  const recebe_email = body.boolean('recebe_email', { required: true });
  const optional: Partial<Record<keyof typeof PERSONAL_DATA_LIMITS, string | null>> = {};
  for (const [field, max] of Object.entries(PERSONAL_DATA_LIMITS) as [
    keyof typeof PERSONAL_DATA_LIMITS,
    number,
  ][]) {
    const value = body.text(field, { max, nullable: true });
    if (value !== undefined) optional[field] = value === '' ? null : value;
  }
  const cpfRaw = body.raw('cpf');
  let cpf: string | null | undefined;
  if (cpfRaw === null || cpfRaw === undefined) cpf = cpfRaw === null ? null : undefined;
  else if (typeof cpfRaw !== 'string' || !/^\d*$/.test(cpfRaw) || cpfRaw.length > 14)
    body.fail('cpf', 'digits only, at most 14');
  else cpf = cpfRaw === '' ? null : cpfRaw;
  const birthRaw = body.raw('data_nascimento');
  let data_nascimento: string | null | undefined;
  if (birthRaw === null || birthRaw === undefined)
    data_nascimento = birthRaw === null ? null : undefined;
  else if (typeof birthRaw !== 'string' || !isIsoDate(birthRaw))
    body.fail('data_nascimento', 'must be a date YYYY-MM-DD');
  else data_nascimento = birthRaw;
  if (!body.ok) return body.badRequest();
  return {
    logradouro: logradouro ?? '',
    cep: cep ?? '',
    cidade: cidade ?? '',
    bairro: bairro ?? '',
    sexo: sexo ?? null,
    estado_civil: estado_civil ?? null,
    recebe_email: recebe_email ?? false,
    complemento: optional.complemento ?? null,
    rg: optional.rg ?? null,
    nacionalidade: optional.nacionalidade ?? null,
    escolaridade: optional.escolaridade ?? null,
    localidade: optional.localidade ?? null,
    profissao: optional.profissao ?? null,
    cpf: cpf ?? null,
    data_nascimento: data_nascimento ?? null,
  };
}

/** The `{user}` path parameter: trimmed, 1..150 characters. */
function userParameter(raw: unknown): string | Response {
  const user = typeof raw === 'string' ? raw.trim() : '';
  if (!user || user.length > 150) return badParameter('user', 'required, at most 150 characters');
  return user;
}

/** Sets a new password that meets the rules (a 422 naming `field` when it breaks one). */
async function changePassword(
  context: MockContext,
  patron: PatronRow,
  password: string,
  field: string,
): Promise<Response> {
  const broken = brokenPasswordRule(patron, password);
  if (broken) return refusal(broken, [{ field, message: broken }]);
  await updatePatron(context, patron.cod_pessoa, (draft) => applyNewPassword(draft, password));
  return HttpResponse.json({ message: 'SENHA_ALTERADA' } satisfies Schemas['MessageAnswer']);
}

/** A recovery code check shared by steps 2 and 3: the refusal, or null when the code is right. */
async function refuseRecoveryCode(context: MockContext, patron: PatronRow, code: string) {
  const recovery = patron.recuperacao;
  if (!recovery) return refusal('CODIGO_INVALIDO');
  if (recovery.expira_em <= context.settings.now()) return refusal('CODIGO_EXPIRADO');
  if (recovery.codigo === code) return null;
  const attempts = recovery.tentativas + 1;
  await updatePatron(context, patron.cod_pessoa, (draft) => {
    draft.recuperacao =
      attempts >= RECOVERY_MAX_ATTEMPTS ? null : { ...recovery, tentativas: attempts };
  });
  if (attempts >= RECOVERY_MAX_ATTEMPTS)
    return errorAnswer(429, 'Muitas tentativas consecutivas', { key: 'MUITAS_TENTATIVAS' });
  return refusal('CODIGO_INVALIDO', [{ field: 'code', message: 'CODIGO_INVALIDO' }]);
}

/** The patron a recovery call is about, or the answer to send instead. */
function recoveryPatron(context: MockContext, user: string): PatronRow | Response {
  const forced = qaErrorAnswer(context, user);
  const [patron] = patronsForUsername(context, user);
  if (!patron)
    return forced ?? errorAnswer(404, 'Usuário não encontrado', { key: 'USUARIO_NAO_ENCONTRADO' });
  return patron;
}

/** `/pessoas/...`: recovery, personal data, password, logins, redirects of the signed-in patron. */
export function peopleHandlers(context: MockContext) {
  const urlWeb = () => currentProfile(context).institution.parametros.url_web;
  /** The `{user}` of a public operation on a login, or the 401/400 to send. */
  const publicUser = (request: Request, params: WithParams['params']) =>
    refuseUnlessAuthorized(context, request) ?? userParameter(params.user);

  return [
    http.get(
      apiPath('/pessoas/departamentos'),
      operation(context, 'listDepartments', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = context.db.courses
          .findMany()
          .map((course) => ({ codigo: course.cod_curso, descricao: course.desc_curso }))
          .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt'));
        return HttpResponse.json(answer satisfies Schemas['Department'][]);
      }),
    ),

    http.get(
      apiPath('/pessoas/:user/recuperar-senha'),
      operation(context, 'startPasswordRecovery', async ({ request, params }: WithParams) => {
        const user = publicUser(request, params);
        if (user instanceof Response) return user;
        const captcha = new URL(request.url).searchParams.get('recaptcha_token');
        if ((captcha?.length ?? 0) > 4000)
          return badParameter('recaptcha_token', 'at most 4000 characters');
        if (captchaRequired(context) && captcha !== VALID_CAPTCHA_TOKEN)
          return refusal('CAPTCHA_INVALIDO');
        const patron = recoveryPatron(context, user);
        if (patron instanceof Response) return patron;
        if (!patron.email) return refusal('SEM_EMAIL_CADASTRADO');
        const now = context.settings.now();
        // A new code on every call: "resend code" is calling this again.
        const codigo = numericCode(
          `${patron.cod_pessoa}:${now}:${patron.recuperacao?.codigo ?? ''}`,
          RECOVERY_CODE_LENGTH,
        );
        const expira_em = now + RECOVERY_CODE_TTL_MS;
        await updatePatron(context, patron.cod_pessoa, (draft) => {
          draft.recuperacao = { codigo, expira_em, validado: false, tentativas: 0 };
        });
        console.info(`[mock] recovery code for ${patron.login}: ${codigo}`);
        const answer = {
          emails: [maskEmail(patron.email)],
          name: patron.nome_pessoa,
          length: RECOVERY_CODE_LENGTH,
          tte: new Date(expira_em).toISOString(),
        } satisfies Schemas['PasswordRecoveryStart'];
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      apiPath('/pessoas/:user/recuperar-senha'),
      operation(context, 'validateRecoveryCode', async ({ request, params }: WithParams) => {
        const user = publicUser(request, params);
        if (user instanceof Response) return user;
        const body = new BodyCheck(await readJsonBody(request));
        const code = body.text('code', { required: true, max: 20 });
        if (!body.ok || !code) return body.badRequest();
        const patron = recoveryPatron(context, user);
        if (patron instanceof Response) return patron;
        const wrong = await refuseRecoveryCode(context, patron, code);
        if (wrong) return wrong;
        await updatePatron(context, patron.cod_pessoa, (draft) => {
          if (draft.recuperacao) draft.recuperacao = { ...draft.recuperacao, validado: true };
        });
        return HttpResponse.json({ rules: PASSWORD_RULES } satisfies Schemas['PasswordRules']);
      }),
    ),

    http.put(
      apiPath('/pessoas/:user/recuperar-senha'),
      operation(context, 'updateRecoveredPassword', async ({ request, params }: WithParams) => {
        const user = publicUser(request, params);
        if (user instanceof Response) return user;
        const body = new BodyCheck(await readJsonBody(request));
        const code = body.text('code', { required: true, max: 20 });
        const password = body.text('password', { required: true, max: 128 });
        if (!body.ok || !code || !password) return body.badRequest();
        const patron = recoveryPatron(context, user);
        if (patron instanceof Response) return patron;
        const wrong = await refuseRecoveryCode(context, patron, code);
        if (wrong) return wrong;
        // A successful recovery also lifts the block of too many wrong passwords.
        return changePassword(context, patron, password, 'password');
      }),
    ),

    http.get(
      apiPath('/pessoas/meu-portal/redirect'),
      operation(context, 'getPersonalAreaRedirect', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const token = signedToken(context, patron, 'portal');
        const base = patron.base_redirect ? EXTERNAL_BASES[patron.base_redirect] : undefined;
        if (patron.base_redirect) {
          await updatePatron(context, patron.cod_pessoa, (draft) => {
            draft.base_redirect = null;
          });
        }
        const url = base
          ? `${base.url}?token=${token}`
          : `${urlWeb()}/meu-portal/acesso?t=${token}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.put(
      apiPath('/pessoas/meu-portal/redirect-base'),
      operation(context, 'updateRedirectBase', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const slug = body.text('base', { required: true, max: 100, pattern: /^[A-Za-z0-9_-]+$/ });
        if (!body.ok || !slug) return body.badRequest();
        const base = EXTERNAL_BASES[slug];
        if (!base)
          return refusal('BASE_DESCONHECIDA', [{ field: 'base', message: 'BASE_DESCONHECIDA' }]);
        if (base.categorias && !base.categorias.includes(patron.categoria))
          return refusal('BASE_NAO_PERMITIDA');
        await updatePatron(context, patron.cod_pessoa, (draft) => {
          draft.base_redirect = slug;
        });
        const url = `${base.url}?token=${signedToken(context, patron, slug)}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.post(
      apiPath('/pessoas/bases/:slug/url-acesso'),
      operation(context, 'createBaseAccessUrl', ({ request, params }: WithParams) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        const slug = String(params.slug);
        if (!/^[A-Za-z0-9_-]+$/.test(slug) || slug.length > 100)
          return badParameter('slug', 'invalid format');
        const base = EXTERNAL_BASES[slug];
        if (!base) return errorAnswer(404, 'Base não encontrada', { key: 'NAO_ENCONTRADO' });
        if (!patron.dados.cpf) return refusal('USUARIO_SEM_CPF');
        if (base.categorias && !base.categorias.includes(patron.categoria))
          return refusal('BASE_NAO_PERMITIDA');
        const url = `${base.url}?token=${signedToken(context, patron, slug)}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.post(
      apiPath('/pessoas/meu-portal/url-acesso'),
      operation(context, 'createPersonalAreaAccessUrl', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        if (!patron.dados.cpf) return refusal('USUARIO_SEM_CPF');
        const url = `${urlWeb()}/meu-portal/acesso?t=${signedToken(context, patron, 'portal')}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.get(
      apiPath('/pessoas/renovar'),
      operation(context, 'listRenewableLoans', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = currentLoans(context, patron.cod_pessoa).map((row) =>
          loanAnswer(context, row, true),
        );
        return HttpResponse.json(answer satisfies Schemas['Loan'][]);
      }),
    ),

    http.get(
      apiPath('/pessoas/afastamentos'),
      operation(context, 'listDeviations', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = context.db.deviations
          .findMany((q) => q.where({ cod_pessoa: patron.cod_pessoa }))
          .sort((a, b) => b.data_inicio.localeCompare(a.data_inicio))
          .map((row) => ({
            data_inicio: row.data_inicio,
            data_fim: row.data_fim,
            motivo: row.motivo,
            biblioteca:
              row.cod_biblioteca === null
                ? null
                : (libraryById(context, row.cod_biblioteca)?.desc_biblioteca ?? null),
          }));
        return HttpResponse.json(answer satisfies Schemas['Deviation'][]);
      }),
    ),

    http.get(
      apiPath('/pessoas/meu-portal/dados-pessoais'),
      operation(context, 'getPersonalData', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        return HttpResponse.json(personalDataOf(patron));
      }),
    ),

    http.put(
      apiPath('/pessoas/meu-portal/dados-pessoais'),
      operation(context, 'updatePersonalData', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const dados = checkPersonalData(await readJsonBody(request));
        if (dados instanceof Response) return dados;
        const cpf = dados.cpf ?? null;
        const birth = dados.data_nascimento ?? null;
        if (cpf !== null) {
          if (!isValidCpf(cpf))
            return refusal('CPF_INVALIDO', [{ field: 'cpf', message: 'CPF_INVALIDO' }]);
          const owner = context.db.patrons.findFirst((q) =>
            q.where((row) => row.dados.cpf === cpf && row.grupo_pessoa !== patron.grupo_pessoa),
          );
          if (owner)
            return refusal('CPF_JA_CADASTRADO', [{ field: 'cpf', message: 'CPF_JA_CADASTRADO' }]);
        }
        if (birth !== null && birth > referenceToday()) {
          return refusal('DATA_NASCIMENTO_INVALIDA', [
            { field: 'data_nascimento', message: 'DATA_NASCIMENTO_INVALIDA' },
          ]);
        }
        const saved = await updatePatron(context, patron.cod_pessoa, (draft) => {
          draft.dados = dados;
        });
        return HttpResponse.json(personalDataOf(saved ?? patron));
      }),
    ),

    http.post(
      apiPath('/pessoas/postagem-trabalho/redirect'),
      operation(context, 'createWorkPostingRedirect', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        // Only `ufx` has a work-posting service configured.
        if (context.settings.profile !== 'ufx') return refusal('POSTAGEM_TRABALHO_NAO_CONFIGURADA');
        const url = `https://repositorio.ufx.example.org/postagem?t=${signedToken(context, patron, 'postagem')}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.get(
      apiPath('/pessoas/meu-portal/senha'),
      operation(context, 'getPasswordRules', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        // The rules `PUT` below applies (changePassword), as the recovery's step 2 answers them.
        return HttpResponse.json({ rules: PASSWORD_RULES } satisfies Schemas['PasswordRules']);
      }),
    ),

    http.put(
      apiPath('/pessoas/meu-portal/senha'),
      operation(context, 'updatePassword', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const current = body.raw('senhaAtual');
        body.text('senhaAtual', { required: true, max: 128 });
        const password = body.text('senhaNova', { required: true, max: 128 });
        if (!body.ok || !password) return body.badRequest();
        if (current !== patron.senha)
          return refusal('SENHA_ATUAL_INCORRETA', [
            { field: 'senhaAtual', message: 'SENHA_ATUAL_INCORRETA' },
          ]);
        return changePassword(context, patron, password, 'senhaNova');
      }),
    ),

    http.get(
      apiPath('/pessoas/:user/nome'),
      operation(context, 'getPersonName', ({ request, params }: WithParams) => {
        const user = publicUser(request, params);
        if (user instanceof Response) return user;
        const [patron] = patronsForUsername(context, user);
        if (!patron)
          return errorAnswer(404, 'Usuário não encontrado', { key: 'USUARIO_NAO_ENCONTRADO' });
        return HttpResponse.json({ nome: patron.nome_pessoa } satisfies Schemas['PersonName']);
      }),
    ),

    http.post(
      apiPath('/pessoas/meu-portal/troca-usuario'),
      operation(context, 'createUserSwap', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const usuario = body.text('usuario', { required: true, max: 150 });
        if (!body.ok || !usuario) return body.badRequest();
        const login = loginPart(context, usuario);
        const targets = context.db.patrons.findMany((q) =>
          q.where((row) => row.login.toLowerCase() === login),
        );
        if (!targets.length)
          return refusal('USUARIO_NAO_ENCONTRADO', [
            { field: 'usuario', message: 'USUARIO_NAO_ENCONTRADO' },
          ]);
        const target = targets.find((row) => row.grupo_pessoa === patron.grupo_pessoa);
        if (!target) return refusal('TROCA_NAO_PERMITIDA');
        if (target.cod_pessoa === patron.cod_pessoa) return refusal('TROCA_MESMO_USUARIO');
        // The swap ends the current session: every token of this patron stops working.
        context.tokens.revokeSubject(String(patron.cod_pessoa));
        return HttpResponse.json({
          message: 'TROCA_USUARIO_REALIZADA',
        } satisfies Schemas['MessageAnswer']);
      }),
    ),

    http.get(
      apiPath('/pessoas/login'),
      operation(context, 'listPersonLogins', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = samePerson(context, patron).map((row) => ({
          codigo: row.login,
          nome: `${row.nome_pessoa} (${row.desc_categoria})`,
        }));
        return HttpResponse.json(answer satisfies Schemas['PersonChoice'][]);
      }),
    ),

    http.put(
      apiPath('/pessoas/troca-login'),
      operation(context, 'updateLogin', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const codigo = body.text('codigo', { required: true, max: 150 });
        const base = body.text('base', { required: true, max: 500 });
        let target: URL | undefined;
        if (base) {
          try {
            target = new URL(base, new URL(request.url).origin);
          } catch {
            body.fail('base', 'must be an address or a path');
          }
        }
        if (!body.ok || !codigo || !target) return body.badRequest();
        const chosen = samePerson(context, patron).find(
          (row) => row.login.toLowerCase() === codigo.toLowerCase(),
        );
        if (!chosen)
          return refusal('LOGIN_NAO_PERTENCE', [
            { field: 'codigo', message: 'LOGIN_NAO_PERTENCE' },
          ]);
        // The session carries on as the chosen login (no new sign-in).
        context.tokens.rebind(request.headers.get('Authorization'), String(chosen.cod_pessoa));
        return HttpResponse.json({ url: target.href } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.get(
      apiPath('/pessoas/token-redireciona'),
      operation(context, 'getRedirectToken', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = {
          token: signedToken(context, patron, 'redireciona'),
          validade: new Date(context.settings.now() + 5 * 60 * 1000).toISOString(),
        } satisfies Schemas['RedirectToken'];
        return HttpResponse.json(answer);
      }),
    ),

    http.get(
      apiPath('/pessoas/duplicadas'),
      operation(context, 'listDuplicatePeople', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const usuario = new URL(request.url).searchParams.get('usuario')?.trim() ?? '';
        if (!usuario || usuario.length > 150)
          return badParameter('usuario', 'required, at most 150 characters');
        const login = loginPart(context, usuario);
        const people = context.db.patrons.findMany((q) =>
          q.where((row) => row.login.toLowerCase() === login),
        );
        const answer = {
          result: people.length > 1,
          pessoas: people.map((row) => ({ codigo: String(row.cod_pessoa), nome: row.nome_pessoa })),
        } satisfies Schemas['DuplicatePeople'];
        return HttpResponse.json(answer);
      }),
    ),

    http.get(
      apiPath('/pessoas/autenticar/app-layers'),
      operation(context, 'getAppLayersAccess', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        // Only `ufx` has the mobile app area configured.
        if (context.settings.profile !== 'ufx') return refusal('ACESSO_APP_NAO_CONFIGURADO');
        const url = `${urlWeb()}/meu-portal/app?t=${signedToken(context, patron, 'app')}`;
        return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
      }),
    ),

    http.get(
      apiPath('/pessoas/email-pessoa-logada'),
      operation(context, 'getLoggedPersonEmail', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        return HttpResponse.json({ email: patron.email } satisfies Schemas['LoggedEmail']);
      }),
    ),
  ];
}
