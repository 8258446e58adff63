import type { Schemas } from '../../schema-types';
import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Personal data as the API shows it, without the read-only name and e-mail. */
export type PatronPersonalData = Omit<Schemas['PersonalData'], 'nome_pessoa' | 'email'>;

/** A password recovery in progress (the code is also logged for QA). */
export interface PatronRecovery {
  codigo: string;
  /** Epoch milliseconds of the mock clock (`settings.now()`). */
  expira_em: number;
  validado: boolean;
  tentativas: number;
}

/**
 * A patron account. One person may hold several accounts (logins): they share `grupo_pessoa`.
 * Passwords are kept in clear: this is a mock and QA reads them from docs/qa.md.
 */
export interface PatronRow {
  cod_pessoa: number;
  login: string;
  senha: string;
  nome_pessoa: string;
  /** Patron-category code (`01` undergraduate...); the `ify` login marker may carry it. */
  categoria: string;
  desc_categoria: string;
  grupo_pessoa: number;
  email: string | null;
  /** Identity-provider address (OIDC); its local part is the login. */
  email_institucional: string;
  dados: PatronPersonalData;
  /** Activity codes this patron may use (filtered by the institution profile's functionalities). */
  permissoes: number[];
  bloqueado: boolean;
  senhas_erradas: number;
  /** Newest first, the current one included: "different from the last N passwords". */
  historico_senhas: string[];
  /** False after a no-debts declaration: the patron is inactive in the information unit. */
  ativo: boolean;
  /** External base slug the next personal-area redirect goes to. */
  base_redirect: string | null;
  token_emprestimo: { valor: string; validade: string } | null;
  recuperacao: PatronRecovery | null;
  /** Last day of the registration (`YYYY-MM-DD`), null when it does not expire. */
  validade_cadastro: string | null;
}

export const patronsCollection = defineCollection<PatronRow, 'cod_pessoa'>({
  name: 'patrons',
  key: 'cod_pessoa',
  schema: recordSchema<PatronRow>('PatronRow', {
    cod_pessoa: 'number',
    login: 'string',
    senha: 'string',
    nome_pessoa: 'string',
    dados: 'object',
    permissoes: 'array',
    historico_senhas: 'array',
  }),
});
