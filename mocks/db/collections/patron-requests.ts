import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export type PatronRequestKind =
  | 'comutacao-bibliografica'
  | 'levantamento-bibliografico'
  | 'ficha-catalografica'
  | 'pesquisa-especializada'
  | 'emprestimo-inter-bibliotecas';

export type RequestStatusCode =
  'aguardando' | 'finalizada' | 'nao_finalizada' | 'disponivel' | 'em_transito' | 'retirada';

/** A service request of the patron (switching, survey, catalogue card, specialised search, inter-library loan). */
export interface PatronRequestRow {
  cod_solicitacao: number;
  cod_pessoa: number;
  tipo: PatronRequestKind;
  subtipo: 'artigo' | 'tese-dissertacao' | 'parte-documento' | null;
  data_solicitacao: string;
  data_conclusao: string | null;
  status: RequestStatusCode;
  titulo: string;
  observacao: string | null;
  resposta: string | null;
  /** The form as sent (kept for the staff's view; the list shows only the summary fields). */
  dados: Record<string, unknown>;
}

export const patronRequestsCollection = defineCollection<PatronRequestRow, 'cod_solicitacao'>({
  name: 'patronRequests',
  key: 'cod_solicitacao',
  schema: recordSchema<PatronRequestRow>('PatronRequestRow', {
    cod_solicitacao: 'number',
    cod_pessoa: 'number',
    tipo: 'string',
    status: 'string',
  }),
});
