import { http, HttpResponse } from 'msw';
import {
  ACQUISITION_STATUSES,
  type AcquisitionStatusCode,
  type AcquisitionSuggestionRow,
  type Db,
} from '../db';
import { addDays } from '../db/reference-date';
import type { Schemas } from '../schema-types';
import { type MockContext, operation, refuseUnlessAuthorized, requestLanguage } from './context';
import { patronOf } from './current-patron';
import { libraryName } from './holds';
import { apiPath } from './http-answers';
import { dateRange, type DateRange, enumQuery, inRange } from './query-parameters';

const STATUS_TEXT: Record<AcquisitionStatusCode, Record<'pt' | 'en' | 'es', string>> = {
  aguardando_entrega: {
    pt: 'Aguardando entrega',
    en: 'Awaiting delivery',
    es: 'Esperando entrega',
  },
  atendida: { pt: 'Atendida', en: 'Attended', es: 'Atendida' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada' },
  duplicada: { pt: 'Duplicada', en: 'Duplicated', es: 'Duplicada' },
  em_cotacao: { pt: 'Em cotação', en: 'In quote', es: 'En cotización' },
  esgotada: { pt: 'Esgotada', en: 'Exhausted', es: 'Agotada' },
  finalizada_incompleta: {
    pt: 'Finalizada/incompleta',
    en: 'Finished/incomplete',
    es: 'Finalizada/incompleta',
  },
  ja_existe: { pt: 'Já existe', en: 'Already exists', es: 'Ya existe' },
  nao_atendida: { pt: 'Não atendida', en: 'Not attended', es: 'No atendida' },
  nao_encontrada: { pt: 'Não encontrada', en: 'Not found', es: 'No encontrada' },
  atendida_parcialmente: {
    pt: 'Atendida parcialmente',
    en: 'Partially attended',
    es: 'Atendida parcialmente',
  },
  em_negociacao: { pt: 'Em negociação', en: 'Trading', es: 'En negociación' },
  pre_sugestao: { pt: 'Pré-sugestão', en: 'Pre-suggestion', es: 'Presugerencia' },
  sugestao_compra: {
    pt: 'Sugestão de compra',
    en: 'Purchase suggestion',
    es: 'Sugerencia de compra',
  },
};

const suggestionsOf = (db: Db, patron: number, range: DateRange) =>
  db.acquisitionSuggestions
    .all()
    .filter((row) => row.cod_pessoa === patron && inRange(row.data_criacao, range));

function toSuggestion(
  db: Db,
  row: AcquisitionSuggestionRow,
  language: 'pt' | 'en' | 'es',
): Schemas['AcquisitionSuggestion'] {
  const { cod_pessoa: _owner, ...fields } = row;
  return {
    ...fields,
    desc_biblioteca: row.cod_biblioteca === null ? null : libraryName(db, row.cod_biblioteca),
    desc_situacao: STATUS_TEXT[row.situacao][language],
  };
}

type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'];

/** The suggestions the library ordered, and the order's status each of them implies. */
const ORDER_STATUS_OF: Partial<Record<AcquisitionStatusCode, PurchaseOrderStatus>> = {
  aguardando_entrega: 'aguardando_entrega',
  atendida_parcialmente: 'recebido_parcialmente',
  atendida: 'recebido',
};

const ORDER_STATUS_TEXT: Record<PurchaseOrderStatus, Record<'pt' | 'en' | 'es', string>> = {
  aguardando_entrega: {
    pt: 'Aguardando entrega',
    en: 'Awaiting delivery',
    es: 'Esperando entrega',
  },
  recebido_parcialmente: {
    pt: 'Recebido parcialmente',
    en: 'Partially received',
    es: 'Recibido parcialmente',
  },
  recebido: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  cancelado: { pt: 'Cancelado', en: 'Cancelled', es: 'Cancelado' },
};

const SUPPLIERS = [
  'Livraria Cultura Acadêmica',
  'Distribuidora Saraiva Universitária',
  'Editora e Livraria Vozes',
] as const;

/**
 * One order per ordered suggestion, derived from it so the answer never drifts from the
 * suggestion list: placed a week after the quote (two after the suggestion when unquoted), its
 * number and supplier fixed by the suggestion's code.
 */
function toPurchaseOrder(
  row: AcquisitionSuggestionRow,
  situacao: PurchaseOrderStatus,
  language: 'pt' | 'en' | 'es',
): Schemas['PurchaseOrder'] {
  const placed = row.data_cotacao ? addDays(row.data_cotacao, 7) : addDays(row.data_criacao, 14);
  return {
    numero_pedido: 90000 + row.cod_sugestao,
    data_pedido: placed,
    fornecedor: SUPPLIERS[row.cod_sugestao % SUPPLIERS.length] ?? SUPPLIERS[0],
    situacao,
    desc_situacao: ORDER_STATUS_TEXT[situacao][language],
    itens: [
      {
        cod_sugestao: row.cod_sugestao,
        titulo: row.titulo,
        autor: row.autor,
        quantidade_pedida: row.quantidade_itens,
        quantidade_entregue: row.total_entregue,
        previsao_entrega:
          situacao === 'recebido' ? null : (row.previsao_entrega ?? addDays(placed, 30)),
      },
    ],
  };
}

/**
 * Acquisition: statuses, the patron's suggestions, their statistics and the purchase orders made
 * from them (both computed from the suggestions).
 */
export function acquisitionHandlers(context: MockContext) {
  const { db } = context;
  return [
    http.get(
      apiPath('/aquisicao/sugestoes/situacao'),
      operation(context, 'listAcquisitionStatuses', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const language = requestLanguage(request);
        const answer: Schemas['AcquisitionStatusOption'][] = ACQUISITION_STATUSES.map((codigo) => ({
          codigo,
          descricao: STATUS_TEXT[codigo][language],
        }));
        return HttpResponse.json(answer);
      }),
    ),
    http.get(
      apiPath('/aquisicao/sugestoes'),
      operation(context, 'listAcquisitionSuggestions', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const url = new URL(request.url);
        const range = dateRange(url);
        if (!range.ok) return range.answer;
        const status = enumQuery(url, 'situacao', ACQUISITION_STATUSES);
        if (!status.ok) return status.answer;
        const language = requestLanguage(request);
        const rows = suggestionsOf(db, patronOf(context, request), range.value)
          .filter((row) => !status.value || row.situacao === status.value)
          .sort(
            (a, b) =>
              b.data_criacao.localeCompare(a.data_criacao) || b.cod_sugestao - a.cod_sugestao,
          );
        return HttpResponse.json(
          rows.map((row) =>
            toSuggestion(db, row, language),
          ) satisfies Schemas['AcquisitionSuggestion'][],
        );
      }),
    ),
    http.get(
      apiPath('/aquisicao/estatisticas'),
      operation(context, 'getAcquisitionStatistics', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const range = dateRange(new URL(request.url));
        if (!range.ok) return range.answer;
        const language = requestLanguage(request);
        const rows = suggestionsOf(db, patronOf(context, request), range.value);
        const counts = new Map<AcquisitionStatusCode, number>();
        for (const row of rows) counts.set(row.situacao, (counts.get(row.situacao) ?? 0) + 1);
        const answer: Schemas['AcquisitionStatistics'] = {
          total: rows.length,
          por_situacao: ACQUISITION_STATUSES.filter((code) => counts.has(code)).map((situacao) => ({
            situacao,
            descricao: STATUS_TEXT[situacao][language],
            total: counts.get(situacao) ?? 0,
          })),
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.get(
      apiPath('/aquisicao/pedidos'),
      operation(context, 'listPurchaseOrders', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const range = dateRange(new URL(request.url));
        if (!range.ok) return range.answer;
        const language = requestLanguage(request);
        const patron = patronOf(context, request);
        const orders = db.acquisitionSuggestions
          .all()
          .filter((row) => row.cod_pessoa === patron)
          .flatMap((row) => {
            const status = ORDER_STATUS_OF[row.situacao];
            return status ? [toPurchaseOrder(row, status, language)] : [];
          })
          .filter((order) => inRange(order.data_pedido, range.value))
          .sort(
            (a, b) =>
              b.data_pedido.localeCompare(a.data_pedido) || b.numero_pedido - a.numero_pedido,
          );
        return HttpResponse.json(orders);
      }),
    ),
  ];
}
