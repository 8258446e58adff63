import type {
  PersonalData,
  PersonalDataEstadoCivil,
  PersonalDataSexo,
} from '../../../api/generated/model';
import { digitsOf, formatCep, formatCpf } from '../../../lib/format/masks';
import { birthDateProblem, type BirthDateProblem } from './birth-date';
import { taxNumberProblem, type TaxNumberProblem } from './tax-number';

/** What the form edits: every field as typed (text), so nothing is lost on any error. */
export interface PersonalDataDraft {
  logradouro: string;
  complemento: string;
  cep: string;
  cidade: string;
  bairro: string;
  rg: string;
  cpf: string;
  nacionalidade: string;
  sexo: NonNullable<PersonalDataSexo> | '';
  data_nascimento: string;
  escolaridade: string;
  localidade: string;
  profissao: string;
  estado_civil: NonNullable<PersonalDataEstadoCivil> | '';
  recebe_email: boolean;
}

export type DraftField = Exclude<keyof PersonalDataDraft, 'recebe_email'>;

/**
 * The contract's maximum lengths (PersonalData), so the fields stop where the server would.
 * CEP and CPF have none here: their masks bound them, and a browser limit would cut a pasted
 * "88.040-900" before the mask could drop its separators.
 */
export const FIELD_MAX_LENGTH: Partial<Record<DraftField, number>> = {
  logradouro: 150,
  complemento: 100,
  cidade: 100,
  bairro: 100,
  rg: 20,
  nacionalidade: 60,
  escolaridade: 60,
  localidade: 100,
  profissao: 100,
};

export const draftOf = (data: PersonalData): PersonalDataDraft => ({
  logradouro: data.logradouro,
  complemento: data.complemento ?? '',
  cep: formatCep(data.cep),
  cidade: data.cidade,
  bairro: data.bairro,
  rg: data.rg ?? '',
  cpf: formatCpf(data.cpf ?? ''),
  nacionalidade: data.nacionalidade ?? '',
  sexo: data.sexo ?? '',
  data_nascimento: data.data_nascimento ?? '',
  escolaridade: data.escolaridade ?? '',
  localidade: data.localidade ?? '',
  profissao: data.profissao ?? '',
  estado_civil: data.estado_civil ?? '',
  recebe_email: data.recebe_email,
});

const orNull = (text: string) => text.trim() || null;

/** The `PUT` body: texts trimmed, CEP and CPF as the contract's digits, empty optional fields as null. */
export const payloadOf = (draft: PersonalDataDraft) => ({
  logradouro: draft.logradouro.trim(),
  complemento: orNull(draft.complemento),
  cep: digitsOf(draft.cep),
  cidade: draft.cidade.trim(),
  bairro: draft.bairro.trim(),
  rg: orNull(draft.rg),
  cpf: orNull(digitsOf(draft.cpf)),
  nacionalidade: orNull(draft.nacionalidade),
  sexo: draft.sexo || null,
  data_nascimento: draft.data_nascimento || null,
  escolaridade: orNull(draft.escolaridade),
  localidade: orNull(draft.localidade),
  profissao: orNull(draft.profissao),
  estado_civil: draft.estado_civil || null,
  recebe_email: draft.recebe_email,
});

export type PersonalDataProblem = 'required' | 'postalCode' | TaxNumberProblem | BirthDateProblem;

export type PersonalDataProblems = Partial<Record<DraftField, PersonalDataProblem>>;

/** Fields in the order the form shows them: the first with a problem gets the focus. */
export const REQUIRED_FIELDS = ['logradouro', 'cep', 'cidade', 'bairro'] as const;

/** The client's rules (contract and spec section 3), before anything is sent. */
export function validatePersonalData(
  draft: PersonalDataDraft,
  today: string,
): PersonalDataProblems {
  const problems: PersonalDataProblems = {};
  for (const field of REQUIRED_FIELDS) if (!draft[field].trim()) problems[field] = 'required';
  if (!problems.cep && digitsOf(draft.cep).length !== 8) problems.cep = 'postalCode';
  const cpf = taxNumberProblem(draft.cpf);
  if (cpf) problems.cpf = cpf;
  const birth = birthDateProblem(draft.data_nascimento || null, today);
  if (birth) problems.data_nascimento = birth;
  return problems;
}
