import { isApiError } from '../../../api/errors';
import type {
  AreaAuthorSubjectCreate,
  AreaAuthorSubjectDelete,
  AreaAuthorSubjectInterest,
  DsiType,
  InterestSearchHit,
  InterestValidityUpdate,
  PeriodicalInterestCreate,
  PeriodicalInterestUpdate,
  WorkTypeInterestCreate,
  WorkTypeInterestUpdate,
} from '../../../api/generated/model';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';

/** The server's key for a validity before today (errors:server.VALIDADE_DATA_PASSADA). */
export const PAST_VALIDITY_KEY = 'VALIDADE_DATA_PASSADA';

/** Today as an ISO day (YYYY-MM-DD) in the institution's time zone (spec section 9). */
export function isoToday(now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 31 April). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export type ValidityProblem = 'required' | 'past';

/**
 * A validity is required and may not be before today (the server's VALIDADE_DATA_PASSADA);
 * today itself is accepted, as the server does. A date input reports a half-typed date as
 * empty, so anything that is not a whole day counts as missing. ISO days compare as text.
 */
export function validityProblem(value: string, today: string): ValidityProblem | null {
  if (!isIsoDay(value)) return 'required';
  return value < today ? 'past' : null;
}

/**
 * The validity sent: the date typed, or when the field was left empty the one it falls back to
 * (the library's proposed validity for a new interest, the current one for a change). So a
 * validity field needs filling only when there is nothing to fall back to.
 */
export const chosenValidity = (typed: string, fallback: string | null | undefined): string =>
  typed.trim() ? typed : (fallback ?? '');

/** What a periodical asks to be alerted of: a new issue, an article, a summary. */
export const ALERT_TYPES = ['fasciculo', 'artigo', 'sumario'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export type AlertFlags = Record<AlertType, boolean>;

/** Spec section 5: "Periodical interest: at least one type selected to save". */
export const hasAlertType = (flags: AlertFlags): boolean => ALERT_TYPES.some((type) => flags[type]);

/** The ticked alert types (a CheckboxGroup's value) as the API's three flags. */
export function alertFlagsOf(selected: readonly string[]): AlertFlags {
  return {
    fasciculo: selected.includes('fasciculo'),
    artigo: selected.includes('artigo'),
    sumario: selected.includes('sumario'),
  };
}

/** The API's flags as the ticked alert types, in the form's order. */
export const selectedAlertTypes = (flags: AlertFlags): AlertType[] =>
  ALERT_TYPES.filter((type) => flags[type]);

/** Library codes as a CheckboxGroup holds them (text) and as the API takes them (numbers). */
export const libraryCodes = (selected: readonly string[]): number[] =>
  [...new Set(selected.map(Number))].filter((code) => Number.isInteger(code));

/**
 * The key of a found or listed area, author or subject: a knowledge area's code repeats across
 * classification schemes (CNPq area 1 and Dewey 000 are different things), so the scheme is
 * part of it.
 */
export const areaItemKey = (item: { codigo: string; codTipoArea?: number | null }): string =>
  `${item.codTipoArea ?? ''}:${item.codigo}`;

/** `POST /perfil-interesse/area-autor-assunto`: the ticked hits of one kind, one validity. */
export function areaCreateBody(
  tipoDSI: DsiType,
  validade: string,
  hits: readonly InterestSearchHit[],
  selectedKeys: readonly string[],
): AreaAuthorSubjectCreate {
  const chosen = new Set(selectedKeys);
  return {
    tipoDSI,
    validade,
    itens: hits
      .filter((hit) => chosen.has(areaItemKey(hit)))
      .map((hit) => ({ codigo: hit.codigo, codTipoArea: hit.codTipoArea ?? null })),
  };
}

/** `DELETE /perfil-interesse/area-autor-assunto`: the body the spec names. */
export const areaDeleteBody = ({
  codigo,
  tipoDSI,
  codTipoArea,
}: AreaAuthorSubjectInterest): AreaAuthorSubjectDelete => ({
  codigo,
  tipoDSI,
  codTipoArea: codTipoArea ?? null,
});

/** `PUT .../validade`: the contract changes the validity of every interest of one kind. */
export const validityUpdateBody = (validade: string, tipoDSI: DsiType): InterestValidityUpdate => ({
  validade,
  tipoDSI,
});

/** The settings a periodical interest is added or saved with. */
export interface PeriodicalSettings {
  validade: string;
  alertTypes: readonly string[];
  libraries: readonly string[];
}

/** `POST /perfil-interesse/periodicos`: each chosen periodical with the same settings. */
export function periodicalCreateBody(
  codes: readonly number[],
  { validade, alertTypes, libraries }: PeriodicalSettings,
): PeriodicalInterestCreate {
  const flags = alertFlagsOf(alertTypes);
  const bibliotecas = libraryCodes(libraries);
  return {
    validade,
    itens: codes.map((codigo) => ({ codigo, ...flags, bibliotecas: [...bibliotecas] })),
  } as PeriodicalInterestCreate;
}

/** `PUT /perfil-interesse/periodicos`. */
export function periodicalUpdateBody(
  codigo: number,
  { validade, alertTypes, libraries }: PeriodicalSettings,
): PeriodicalInterestUpdate {
  // The contract's type says "at least one flag is true" (anyOf); the form checks it first.
  return {
    codigo,
    validade,
    ...alertFlagsOf(alertTypes),
    bibliotecas: libraryCodes(libraries),
  } as PeriodicalInterestUpdate;
}

/** The settings a work-type interest is added or saved with. */
export interface WorkTypeSettings {
  validade: string;
  libraries: readonly string[];
  languages: readonly string[];
}

/** `POST /perfil-interesse/tipo-obra`: each chosen work type with the same settings. */
export function workTypeCreateBody(
  codes: readonly string[],
  { validade, libraries, languages }: WorkTypeSettings,
): WorkTypeInterestCreate {
  const bibliotecas = libraryCodes(libraries);
  const idiomas = [...new Set(languages)];
  return {
    validade,
    itens: codes.map((code) => ({
      codigo: Number(code),
      bibliotecas: [...bibliotecas],
      idiomas: [...idiomas],
    })),
  };
}

/** `PUT /perfil-interesse/tipo-obra`. */
export const workTypeUpdateBody = (
  codigo: number,
  { validade, libraries, languages }: WorkTypeSettings,
): WorkTypeInterestUpdate => ({
  codigo,
  validade,
  bibliotecas: libraryCodes(libraries),
  idiomas: [...new Set(languages)],
});

/**
 * Whether a refusal is about the validity date: the 422 VALIDADE_DATA_PASSADA (areas, authors,
 * subjects), or a 400 naming `validade` (periodicals and work types declare no 422).
 */
export function isValidityRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.key === PAST_VALIDITY_KEY || error.body?.message === PAST_VALIDITY_KEY) return true;
  return (
    error.status === 400 && (error.body?.fields ?? []).some((entry) => entry.field === 'validade')
  );
}

/** What is wrong with each setting of a periodical or work-type form, worded next to it. */
export interface SettingsProblems {
  validade?: ValidityProblem;
  alertTypes?: 'none';
  libraries?: 'none';
  languages?: 'none';
}

const hasProblem = (problems: SettingsProblems) => Object.values(problems).some(Boolean);

/**
 * A periodical is saved with a validity not before today, at least one alert type (spec
 * section 5) and at least one library (our rule: an empty list would alert of nothing, and
 * the contract does not say it means "every library"). Null when it can be sent.
 */
export function periodicalSettingsProblems(
  { validade, alertTypes, libraries }: PeriodicalSettings,
  today: string,
): SettingsProblems | null {
  const problems: SettingsProblems = {};
  const validity = validityProblem(validade, today);
  if (validity) problems.validade = validity;
  if (!hasAlertType(alertFlagsOf(alertTypes))) problems.alertTypes = 'none';
  if (libraryCodes(libraries).length === 0) problems.libraries = 'none';
  return hasProblem(problems) ? problems : null;
}

/** A work type needs a validity not before today, a library and a language (as above). */
export function workTypeSettingsProblems(
  { validade, libraries, languages }: WorkTypeSettings,
  today: string,
): SettingsProblems | null {
  const problems: SettingsProblems = {};
  const validity = validityProblem(validade, today);
  if (validity) problems.validade = validity;
  if (libraryCodes(libraries).length === 0) problems.libraries = 'none';
  if (languages.length === 0) problems.languages = 'none';
  return hasProblem(problems) ? problems : null;
}

/**
 * A 400 of a periodical about its alert types: the contract's rule, named on `fasciculo` (a
 * change) or on the entry (`itens[0]`, an addition).
 */
export function isAlertTypeRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  return (error.body?.fields ?? []).some(
    (entry) =>
      ALERT_TYPES.some((type) => entry.field.endsWith(type)) || /^itens\[\d+\]$/.test(entry.field),
  );
}
