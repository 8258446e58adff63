import type { LoanRequestCreate, LoanRequestOptions } from '../../../../api/generated/model';
import { isValidEmail } from '../../../../lib/format/email';
import { PHONE_MAX_LENGTH } from '../../../../lib/format/phone';

/** The loan-request form's fields, in the form's order (the order the focus looks for a problem). */
export const loanRequestFields = [
  'biblioteca_origem',
  'biblioteca_recebimento',
  'volume',
  'tomo',
  'parte',
  'material_adicional',
  'cod_local_recebimento',
  'domicilio',
  'telefone',
  'email',
  'pessoa_autorizada',
  'recebimento_textual',
] as const;
export type LoanRequestField = (typeof loanRequestFields)[number];

/** The choices (selects): an option's code as text, or null while unchosen. */
export const loanRequestChoices = [
  'biblioteca_origem',
  'biblioteca_recebimento',
  'volume',
  'tomo',
  'parte',
  'material_adicional',
  'cod_local_recebimento',
] as const;
export type LoanRequestChoice = (typeof loanRequestChoices)[number];

/** What the patron has typed and chosen, exactly as typed: kept through every error. */
export type LoanRequestDraft = Record<LoanRequestChoice, string | null> & {
  domicilio: string;
  telefone: string;
  email: string;
  pessoa_autorizada: string;
  recebimento_textual: string;
};

/**
 * Why a field is refused: missing, an e-mail that is not one, a phone with other characters, or
 * a value the server did not accept (a 400 naming the field).
 */
export type LoanRequestProblem = 'required' | 'email' | 'phone' | 'invalid';
export type LoanRequestProblems = Partial<Record<LoanRequestField, LoanRequestProblem>>;

const PHONE_PATTERN = /^[0-9()\- ]+$/;

type CodedItem = LoanRequestOptions['volumes'][number];

/**
 * Each choice's options as `{ id, name }`, codes written as text. `nameOf` names a volume, tome,
 * part or material option (the form passes the coded-value labels, so "none" is translated).
 */
export function choiceItemsOf(
  options: LoanRequestOptions,
  nameOf: (item: CodedItem) => string = (item) => item.descricao,
): Record<LoanRequestChoice, { id: string; name: string }[]> {
  const libraries = (list: LoanRequestOptions['bibliotecas_origem']) =>
    list.map((item) => ({ id: String(item.cod_biblioteca), name: item.desc_biblioteca }));
  const coded = (list: CodedItem[]) =>
    list.map((item) => ({ id: item.codigo, name: nameOf(item) }));
  return {
    biblioteca_origem: libraries(options.bibliotecas_origem),
    biblioteca_recebimento: libraries(options.bibliotecas_recebimento),
    volume: coded(options.volumes),
    tomo: coded(options.tomos),
    parte: coded(options.partes),
    material_adicional: coded(options.materiais_adicionais),
    cod_local_recebimento: options.locais_recebimento.map((place) => ({
      id: String(place.codigo),
      name: place.descricao,
    })),
  };
}

/**
 * The form's start: a choice with a single option (a title without volumes offers only "none")
 * is chosen already; phone and e-mail come prefilled from the patron's last request.
 */
export function initialDraft(options: LoanRequestOptions): LoanRequestDraft {
  const items = choiceItemsOf(options);
  const only = (field: LoanRequestChoice) =>
    items[field].length === 1 ? (items[field][0]?.id ?? null) : null;
  return {
    biblioteca_origem: only('biblioteca_origem'),
    biblioteca_recebimento: only('biblioteca_recebimento'),
    volume: only('volume'),
    tomo: only('tomo'),
    parte: only('parte'),
    material_adicional: only('material_adicional'),
    cod_local_recebimento: only('cod_local_recebimento'),
    domicilio: '',
    telefone: options.telefone ?? '',
    email: options.email ?? '',
    pessoa_autorizada: '',
    recebimento_textual: '',
  };
}

/** Whether the chosen receiving place is a home delivery (then the address is asked for). */
export function isHomeDelivery(options: LoanRequestOptions, draft: LoanRequestDraft): boolean {
  return options.locais_recebimento.some(
    (place) => String(place.codigo) === draft.cod_local_recebimento && place.domicilio,
  );
}

/** Whether a phone as typed is acceptable: digits, hyphen, parentheses, spaces; 16 at most. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length > 0 && phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/**
 * Spec section 5, the loan request: volume, tome, part and material chosen, both units and the
 * receiving place chosen, phone and e-mail filled (the e-mail a valid one, the phone of the
 * allowed characters), the home address when the place is a home delivery. The authorised
 * person and the receiving instructions are optional.
 */
export function validateLoanRequest(
  options: LoanRequestOptions,
  draft: LoanRequestDraft,
): LoanRequestProblems {
  const problems: LoanRequestProblems = {};
  for (const field of loanRequestChoices) if (!draft[field]) problems[field] = 'required';
  if (isHomeDelivery(options, draft) && !draft.domicilio.trim()) problems.domicilio = 'required';
  if (!draft.telefone.trim()) problems.telefone = 'required';
  else if (!isValidPhone(draft.telefone)) problems.telefone = 'phone';
  if (!draft.email.trim()) problems.email = 'required';
  else if (!isValidEmail(draft.email)) problems.email = 'email';
  return problems;
}

/** The body to send, once the draft has no problem (null otherwise). */
export function toLoanRequest(
  options: LoanRequestOptions,
  draft: LoanRequestDraft,
): LoanRequestCreate | null {
  if (Object.keys(validateLoanRequest(options, draft)).length) return null;
  const {
    biblioteca_origem,
    biblioteca_recebimento,
    volume,
    tomo,
    parte,
    material_adicional,
    cod_local_recebimento,
  } = draft;
  if (
    !biblioteca_origem ||
    !biblioteca_recebimento ||
    !volume ||
    !tomo ||
    !parte ||
    !material_adicional ||
    !cod_local_recebimento
  )
    return null;
  const optional = (value: string) => value.trim() || null;
  return {
    biblioteca_origem: Number(biblioteca_origem),
    biblioteca_recebimento: Number(biblioteca_recebimento),
    volume,
    tomo,
    parte,
    material_adicional,
    cod_local_recebimento: Number(cod_local_recebimento),
    telefone: draft.telefone.trim(),
    email: draft.email.trim(),
    pessoa_autorizada: optional(draft.pessoa_autorizada),
    domicilio: isHomeDelivery(options, draft) ? optional(draft.domicilio) : null,
    recebimento_textual: optional(draft.recebimento_textual),
  };
}

/**
 * A 400's field names (`fields[].field`) that are the form's own: the server's refusal goes
 * next to the field it names.
 */
export function serverFieldProblems(
  fields: readonly { field: string }[] | undefined,
): LoanRequestProblems {
  const problems: LoanRequestProblems = {};
  for (const { field } of fields ?? []) {
    const known = loanRequestFields.find((name) => name === field);
    if (!known) continue;
    problems[known] = known === 'email' ? 'email' : known === 'telefone' ? 'phone' : 'invalid';
  }
  return problems;
}
