import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export const ACQUISITION_STATUSES = [
  'aguardando_entrega',
  'atendida',
  'cancelada',
  'duplicada',
  'em_cotacao',
  'esgotada',
  'finalizada_incompleta',
  'ja_existe',
  'nao_atendida',
  'nao_encontrada',
  'atendida_parcialmente',
  'em_negociacao',
  'pre_sugestao',
  'sugestao_compra',
] as const;

export type AcquisitionStatusCode = (typeof ACQUISITION_STATUSES)[number];

/** An acquisition (purchase) suggestion of a patron and how far the library got with it. */
export interface AcquisitionSuggestionRow {
  cod_sugestao: number;
  cod_pessoa: number;
  titulo: string;
  autor: string | null;
  edicao: string | null;
  editor: string | null;
  isbn_issn: string | null;
  periodico: string | null;
  outras_inf: string | null;
  cod_campus: number | null;
  cod_biblioteca: number | null;
  situacao: AcquisitionStatusCode;
  quantidade_itens: number;
  data_cotacao: string | null;
  data_criacao: string;
  obra_estrangeira: boolean;
  solicitante: string;
  total_entregue: number;
  previsao_entrega: string | null;
}

export const acquisitionSuggestionsCollection = defineCollection<
  AcquisitionSuggestionRow,
  'cod_sugestao'
>({
  name: 'acquisitionSuggestions',
  key: 'cod_sugestao',
  schema: recordSchema<AcquisitionSuggestionRow>('AcquisitionSuggestionRow', {
    cod_sugestao: 'number',
    cod_pessoa: 'number',
    titulo: 'string',
    situacao: 'string',
    data_criacao: 'string',
  }),
});
