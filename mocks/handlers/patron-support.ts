import type { DebitRow, LoanRow, PatronRow } from '../db';
import { foldText } from '../db/text';
import type { Schemas } from '../schema-types';
import { currentProfile, type MockContext } from './context';
import { referenceToday } from './mock-clock';

/** Page size of the paged lists of these domains (history, campuses, comments). */
export const PAGE_SIZE = 20;

/** Comments awaiting approval a patron may have at once (422 LIMITE_COMENTARIOS_PENDENTES). */
export const PENDING_COMMENTS_LIMIT = 3;

/** The rules a new password must meet, as `POST /pessoas/{user}/recuperar-senha` answers them. */
export const PASSWORD_RULES = {
  length: { min: 8, max: 20 },
  has_numbers: true,
  only_numbers: false,
  special_char: true,
  diff_case: true,
  diff_name: true,
  last_pw: 3,
} satisfies Schemas['PasswordRules']['rules'];

export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/**
 * The accounts a typed username stands for. `leitor@ify.example.org` is an identity-provider
 * address (OIDC); with the `ify` profile `login#P<code>` carries a person code (duplicate
 * people) or a patron-category code after the institution's marker.
 */
export function patronsForUsername(context: MockContext, username: string): PatronRow[] {
  let login = username.trim();
  let suffix: string | undefined;
  const marker = currentProfile(context).institution.marcador_usuario;
  if (marker && login.includes(marker)) {
    const at = login.lastIndexOf(marker);
    suffix = login.slice(at + marker.length).trim();
    login = login.slice(0, at).trim();
  }
  const folded = login.toLowerCase();
  let candidates: PatronRow[];
  if (folded.includes('@')) {
    candidates = context.db.patrons.findMany((q) =>
      q.where((row) => row.email_institucional.toLowerCase() === folded),
    );
  } else {
    candidates = context.db.patrons.findMany((q) =>
      q.where((row) => row.login.toLowerCase() === folded),
    );
  }
  if (!suffix) return candidates;
  const byPerson = candidates.filter((row) => String(row.cod_pessoa) === suffix);
  if (byPerson.length) return byPerson;
  return candidates.filter((row) => row.categoria.toLowerCase() === suffix.toLowerCase());
}

/** The activities of the profile this patron may use (their codes gate features). */
export function authPermissionsOf(
  context: MockContext,
  patron: PatronRow,
): Schemas['ActivityPermission'][] {
  return currentProfile(context).functionalities.filter((activity) =>
    patron.permissoes.includes(activity.cod_atividade),
  );
}

export const captchaRequired = (context: MockContext) =>
  currentProfile(context).functionalities.some((activity) => activity.cod_atividade === 1120);

/** `ana.lima@ufx.example.org` -> `a***@ufx.example.org`. */
export function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The first password rule the password breaks, as a 422 key, or null when it meets them all. */
export function brokenPasswordRule(patron: PatronRow, password: string): string | null {
  const rules = PASSWORD_RULES;
  if (password.length < rules.length.min || password.length > rules.length.max)
    return 'SENHA_TAMANHO_INVALIDO';
  if (rules.has_numbers && !/\d/.test(password)) return 'SENHA_SEM_NUMERO';
  if (rules.special_char && !/[@!#$%&*()_-]/.test(password)) return 'SENHA_SEM_CARACTERE_ESPECIAL';
  if (rules.diff_case && !(/[a-z]/.test(password) && /[A-Z]/.test(password)))
    return 'SENHA_SEM_MAIUSCULA_MINUSCULA';
  if (rules.diff_name) {
    const folded = foldText(password);
    // Particles such as "da" or "de" are ignored: no password could avoid them.
    const parts = patron.nome_pessoa
      .split(' ')
      .map(foldText)
      .filter((part) => part.length >= 3);
    if (parts.some((part) => folded.includes(part))) return 'SENHA_CONTEM_NOME';
  }
  if (patron.historico_senhas.slice(0, rules.last_pw).includes(password))
    return 'SENHA_IGUAL_ANTERIORES';
  return null;
}

/** Sets a new password: history kept, wrong-password counter and block cleared. */
export function applyNewPassword(draft: PatronRow, password: string) {
  draft.senha = password;
  draft.historico_senhas = [password, ...draft.historico_senhas].slice(0, 6);
  draft.senhas_erradas = 0;
  draft.bloqueado = false;
  draft.recuperacao = null;
}

export function isSuspended(context: MockContext, cod_pessoa: number, today = referenceToday()) {
  return context.db.deviations
    .findMany((q) => q.where({ cod_pessoa }))
    .some((row) => row.data_inicio <= today && (row.data_fim === null || row.data_fim >= today));
}

export function currentLoans(context: MockContext, cod_pessoa: number): LoanRow[] {
  return context.db.loans.findMany((q) =>
    q.where((row) => row.cod_pessoa === cod_pessoa && row.data_devolucao === null),
  );
}

export const owedOn = (debit: DebitRow) =>
  roundMoney(debit.valor_multa - debit.valor_desconto - debit.valor_pago);

export function pendingDebits(context: MockContext, cod_pessoa: number): DebitRow[] {
  return context.db.debits
    .findMany((q) => q.where({ cod_pessoa }))
    .filter((debit) => owedOn(debit) > 0);
}

export function titleById(context: MockContext, cod_acervo: number) {
  // A function predicate: object conditions are much slower on the 10k titles.
  return context.db.titles.findFirst((q) => q.where((title) => title.cod_acervo === cod_acervo));
}

export function mainAuthor(
  title: { autores: Array<{ nome: string; principal: boolean }> } | undefined,
) {
  return title?.autores.find((author) => author.principal)?.nome ?? null;
}

export function libraryById(context: MockContext, cod_biblioteca: number) {
  return context.db.libraries.findFirst((q) => q.where({ cod_biblioteca }));
}

/** A short numeric code from the mock clock and a counter (no Math.random: runs are repeatable). */
export function numericCode(seedText: string, length: number) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) {
    hash ^= seedText.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let digits = '';
  let state = hash >>> 0;
  while (digits.length < length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    digits += String((state >>> 16) % 10);
  }
  return digits;
}
