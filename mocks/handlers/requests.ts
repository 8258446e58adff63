import { http, HttpResponse } from 'msw';
import type { AlertRow, PatronRequestKind, PatronRequestRow } from '../db';
import type { Schemas } from '../schema-types';
import { type BodyRules, readBody } from './body-rules';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { patronOf } from './current-patron';
import { apiPath, badRequest, type FieldProblem, notFound, refusal } from './http-answers';
import { REQUEST_STATUSES } from './loan-requests';
import { todayOf } from './mock-clock';
import { nextCode } from './next-code';
import { pathId, type WithParams } from './path-parameters';
import { dateRange, enumQuery, inRange } from './query-parameters';

/** Open inter-library loan requests a patron may have at once. */
export const INTER_LIBRARY_LOAN_LIMIT = 3;
export const INTER_LIBRARY_LOAN_KEY = 'EMPRESTIMO_ENTRE_BIBLIOTECAS_LIMITE_EXCEDIDO';

/** The institution running this catalogue: it does not lend to itself. */
const OWN_INSTITUTION = 1;

const SWITCHING_TYPES = ['artigo', 'tese-dissertacao', 'parte-documento'] as const;
type SwitchingType = (typeof SWITCHING_TYPES)[number];
const REQUEST_KINDS: readonly PatronRequestKind[] = [
  'comutacao-bibliografica',
  'levantamento-bibliografico',
  'ficha-catalografica',
  'pesquisa-especializada',
  'emprestimo-inter-bibliotecas',
];

/** `20-30`, `20/30`, `20 to 30`, `20 a 30`, `20 até 30` or a single page. */
const PAGE_RANGE = /^\s*(\d{1,6})(?:\s*(?:-|\/|to|a|até)\s*(\d{1,6}))?\s*$/;

/** The pages of a range, or null when it is not one of the accepted forms. */
export function parsePageRange(text: string): { start: number; end: number } | null {
  const match = PAGE_RANGE.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  return { start, end: match[2] === undefined ? start : Number(match[2]) };
}

const text = (maxLength: number, required = false) =>
  ({
    type: 'string',
    required,
    notBlank: required,
    minLength: required ? 1 : undefined,
    maxLength,
  }) as const;

const switchingRules: BodyRules = {
  titulo_artigo: text(500),
  titulo_revista: text(500),
  titulo_documento: text(500),
  autor: text(300),
  ano: { type: 'integer', minimum: 1500, maximum: 2999 },
  volume: { type: 'string', maxLength: 30 },
  numero: { type: 'string', maxLength: 30 },
  paginas: { type: 'string', maxLength: 30 },
  grau_defesa: { type: 'string', enum: ['mestrado', 'doutorado', 'pos_doutorado'] },
  email: { type: 'string', required: true, format: 'email' },
  observacao: { type: 'string', maxLength: 2000 },
};

const requiredByType: Record<SwitchingType, readonly (keyof Schemas['SwitchingRequest'])[]> = {
  artigo: ['titulo_artigo', 'titulo_revista', 'ano', 'paginas'],
  'tese-dissertacao': ['titulo_documento', 'autor', 'grau_defesa', 'ano'],
  'parte-documento': ['titulo_documento', 'titulo_artigo', 'paginas'],
};

const surveyRules: BodyRules = {
  assunto_geral: text(500, true),
  delimitacao_assunto: text(2000),
  assunto_outro_idioma: text(500),
  data_inicio: { type: 'string', format: 'date' },
  data_fim: { type: 'string', format: 'date' },
  tipo_publicacao: text(200),
  formato: { type: 'string', required: true, enum: ['impresso', 'online', 'ambos'] },
  palavras_chave: text(1000),
  folha_rosto: { type: 'boolean' },
  sumario: { type: 'boolean' },
  resumo: { type: 'boolean' },
  pagina_inicial_bibliografia: { type: 'integer', minimum: 1 },
  pagina_final_bibliografia: { type: 'integer', minimum: 1 },
  total_paginas: { type: 'integer', minimum: 1 },
  ilustracoes: { type: 'boolean' },
};

const catalogueCardRules: BodyRules = {
  titulo: text(500, true),
  subtitulo: text(500),
  autor: text(300, true),
  orientador: text(300),
  coorientador: text(300),
  tipo_trabalho: {
    type: 'string',
    required: true,
    enum: ['tcc', 'especializacao', 'dissertacao', 'tese'],
  },
  curso: text(300),
  ano: { type: 'integer', required: true, minimum: 1900, maximum: 2999 },
  total_paginas: { type: 'integer', required: true, minimum: 1 },
  ilustracoes: { type: 'boolean' },
  palavras_chave: { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1 } },
  email: { type: 'string', required: true, format: 'email' },
  observacao: text(2000),
};

const specializedSearchRules: BodyRules = {
  assunto: text(500, true),
  objetivo: text(2000),
  palavras_chave: text(1000),
  idiomas: text(200),
  data_inicio: { type: 'string', format: 'date' },
  data_fim: { type: 'string', format: 'date' },
  email: { type: 'string', required: true, format: 'email' },
  observacao: text(2000),
};

const interLibraryLoanRules: BodyRules = {
  cod_empresa: { type: 'integer' },
  titulo: text(500, true),
  autor: text(300),
  edicao: text(50),
  ano: { type: 'integer', minimum: 1500, maximum: 2999 },
  isbn_issn: text(20),
  biblioteca_recebimento: { type: 'integer', required: true },
  email: { type: 'string', required: true, format: 'email' },
  observacao: text(2000),
};

const alertUpdateRules: BodyRules = { lido: { type: 'boolean', required: true } };

function toPatronRequest(row: PatronRequestRow): Schemas['PatronRequest'] {
  return {
    cod_solicitacao: row.cod_solicitacao,
    tipo: row.tipo,
    subtipo: row.subtipo,
    data_solicitacao: row.data_solicitacao,
    data_conclusao: row.data_conclusao,
    status: row.status,
    titulo: row.titulo,
    observacao: row.observacao,
    resposta: row.resposta,
  };
}

const startAfterEnd = (start?: string, end?: string) => Boolean(start && end && start > end);

/** Requests: switching, survey, catalogue card, specialised search, inter-library loan, alerts. */
export function requestsHandlers(context: MockContext) {
  const { db } = context;

  async function record(
    request: Request,
    tipo: PatronRequestKind,
    subtipo: PatronRequestRow['subtipo'],
    titulo: string,
    dados: object,
  ) {
    const row = await db.patronRequests.create({
      cod_solicitacao: nextCode(db.patronRequests.all(), (entry) => entry.cod_solicitacao, 5000),
      cod_pessoa: patronOf(context, request),
      tipo,
      subtipo,
      data_solicitacao: todayOf(context),
      data_conclusao: null,
      status: 'aguardando',
      titulo: titulo.trim(),
      observacao:
        'observacao' in dados && typeof dados.observacao === 'string'
          ? dados.observacao.trim() || null
          : null,
      resposta: null,
      dados: { ...dados },
    });
    const answer: Schemas['RequestCreated'] = {
      cod_solicitacao: row.cod_solicitacao,
      message: 'Solicitação registrada',
    };
    return HttpResponse.json(answer, { status: 201 });
  }

  const ownAlert = (request: Request, id: number) =>
    db.alerts
      .all()
      .find((alert) => alert.id === id && alert.cod_pessoa === patronOf(context, request));

  const toAlert = (row: AlertRow): Schemas['Alert'] => ({
    id: row.id,
    lido: row.lido,
    titulo: row.titulo,
    mensagem: row.mensagem,
    data: row.data,
  });

  return [
    http.post(
      apiPath('/solicitacoes/comutacao-bibliografica/:type'),
      operation(context, 'createSwitchingRequest', async ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const type = SWITCHING_TYPES.find((entry) => entry === params.type);
        if (!type)
          return badRequest([
            { field: 'type', message: `must be one of ${SWITCHING_TYPES.join(', ')}` },
          ]);
        const body = await readBody<Schemas['SwitchingRequest']>(request, switchingRules);
        if (!body.ok) return body.answer;
        const form = body.value;
        const problems: FieldProblem[] = requiredByType[type]
          .filter((field) => {
            const value = form[field];
            return value === undefined || (typeof value === 'string' && value.trim() === '');
          })
          .map((field) => ({ field, message: 'required' }));
        if (form.paginas !== undefined && form.paginas.trim() !== '') {
          const range = parsePageRange(form.paginas);
          if (!range) problems.push({ field: 'paginas', message: 'use 20-30, 20/30 or 20 to 30' });
          else if (range.start > range.end)
            problems.push({ field: 'paginas', message: 'start page after end page' });
        }
        if (problems.length) return badRequest(problems);
        const titulo = (type === 'artigo' ? form.titulo_artigo : form.titulo_documento) ?? '';
        return record(request, 'comutacao-bibliografica', type, titulo, form);
      }),
    ),
    http.get(
      apiPath('/solicitacoes/alertas'),
      operation(context, 'listAlerts', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const range = dateRange(new URL(request.url), true);
        if (!range.ok) return range.answer;
        const patron = patronOf(context, request);
        const rows = db.alerts
          .all()
          .filter((alert) => alert.cod_pessoa === patron && inRange(alert.data, range.value))
          .sort((a, b) => Date.parse(b.data) - Date.parse(a.data));
        return HttpResponse.json(rows.map(toAlert) satisfies Schemas['Alert'][]);
      }),
    ),
    http.put(
      apiPath('/solicitacoes/alertas/:id'),
      operation(context, 'updateAlert', async ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const id = pathId(params.id);
        if (!id.ok) return id.answer;
        const body = await readBody<Schemas['AlertUpdate']>(request, alertUpdateRules);
        if (!body.ok) return body.answer;
        const alert = ownAlert(request, id.value);
        if (!alert) return notFound('Alerta não encontrado');
        const updated = await db.alerts.update(alert, {
          data(draft) {
            draft.lido = body.value.lido;
          },
        });
        return HttpResponse.json(toAlert(updated ?? alert));
      }),
    ),
    http.delete(
      apiPath('/solicitacoes/alertas/:id'),
      operation(context, 'deleteAlert', ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const id = pathId(params.id);
        if (!id.ok) return id.answer;
        const alert = ownAlert(request, id.value);
        if (!alert) return notFound('Alerta não encontrado');
        db.alerts.delete(alert);
        return HttpResponse.json({ message: 'Alerta excluído' } satisfies Schemas['MessageAnswer']);
      }),
    ),
    http.post(
      apiPath('/solicitacoes/levantamento-bibliografico'),
      operation(context, 'createSurveyRequest', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['SurveyRequest']>(request, surveyRules);
        if (!body.ok) return body.answer;
        const form = body.value;
        const problems: FieldProblem[] = [];
        if (startAfterEnd(form.data_inicio, form.data_fim))
          problems.push({ field: 'data_inicio', message: 'must not be after data_fim' });
        const first = form.pagina_inicial_bibliografia;
        const last = form.pagina_final_bibliografia;
        if (first !== undefined && last !== undefined && first > last)
          problems.push({
            field: 'pagina_inicial_bibliografia',
            message: 'must not exceed pagina_final_bibliografia',
          });
        if (problems.length) return badRequest(problems);
        return record(request, 'levantamento-bibliografico', null, form.assunto_geral, form);
      }),
    ),
    http.post(
      apiPath('/solicitacoes/ficha-catalografica'),
      operation(context, 'createCatalogueCardRequest', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['CatalogueCardRequest']>(request, catalogueCardRules);
        if (!body.ok) return body.answer;
        return record(request, 'ficha-catalografica', null, body.value.titulo, body.value);
      }),
    ),
    http.post(
      apiPath('/solicitacoes/pesquisa-especializada'),
      operation(context, 'createSpecializedSearchRequest', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['SpecializedSearchRequest']>(
          request,
          specializedSearchRules,
        );
        if (!body.ok) return body.answer;
        if (startAfterEnd(body.value.data_inicio, body.value.data_fim))
          return badRequest([{ field: 'data_inicio', message: 'must not be after data_fim' }]);
        return record(request, 'pesquisa-especializada', null, body.value.assunto, body.value);
      }),
    ),
    http.get(
      apiPath('/solicitacoes/emprestimo-inter-bibliotecas/dados'),
      operation(context, 'getInterLibraryLoanData', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const patron = patronOf(context, request);
        const answer: Schemas['InterLibraryLoanFormData'] = {
          instituicoes: db.institutions
            .all()
            .filter((institution) => institution.cod_empresa !== OWN_INSTITUTION)
            .map((institution) => ({
              cod_empresa: institution.cod_empresa,
              desc_empresa: institution.desc_empresa,
              sigla: institution.sigla,
            })),
          bibliotecas_recebimento: db.libraries
            .all()
            .filter((library) => library.fisica)
            .map((library) => ({
              cod_biblioteca: library.cod_biblioteca,
              desc_biblioteca: library.desc_biblioteca,
              cod_campus: library.cod_campus,
            })),
          email: null,
          solicitacoes: db.patronRequests
            .all()
            .filter(
              (row) => row.cod_pessoa === patron && row.tipo === 'emprestimo-inter-bibliotecas',
            )
            .sort((a, b) => b.data_solicitacao.localeCompare(a.data_solicitacao))
            .map(toPatronRequest),
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.post(
      apiPath('/solicitacoes/emprestimo-inter-bibliotecas/dados'),
      operation(context, 'createInterLibraryLoanRequest', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const body = await readBody<Schemas['InterLibraryLoanRequest']>(
          request,
          interLibraryLoanRules,
        );
        if (!body.ok) return body.answer;
        const form = body.value;
        const problems: FieldProblem[] = [];
        if (
          form.cod_empresa !== undefined &&
          !db.institutions
            .all()
            .some(
              (row) => row.cod_empresa === form.cod_empresa && row.cod_empresa !== OWN_INSTITUTION,
            )
        )
          problems.push({ field: 'cod_empresa', message: 'not one of the institutions' });
        if (
          !db.libraries
            .all()
            .some((row) => row.cod_biblioteca === form.biblioteca_recebimento && row.fisica)
        )
          problems.push({ field: 'biblioteca_recebimento', message: 'not one of the options' });
        if (problems.length) return badRequest(problems);
        const patron = patronOf(context, request);
        const open = db.patronRequests
          .all()
          .filter(
            (row) =>
              row.cod_pessoa === patron &&
              row.tipo === 'emprestimo-inter-bibliotecas' &&
              ['aguardando', 'em_transito', 'disponivel'].includes(row.status),
          );
        if (open.length >= INTER_LIBRARY_LOAN_LIMIT) return refusal(INTER_LIBRARY_LOAN_KEY);
        return record(request, 'emprestimo-inter-bibliotecas', null, form.titulo, form);
      }),
    ),
    // Declared last: the literal paths above win over this template.
    http.get(
      apiPath('/solicitacoes/:type'),
      operation(context, 'listRequests', ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const kind = REQUEST_KINDS.find((entry) => entry === params.type);
        if (!kind)
          return badRequest([
            { field: 'type', message: `must be one of ${REQUEST_KINDS.join(', ')}` },
          ]);
        const status = enumQuery(new URL(request.url), 'status', REQUEST_STATUSES);
        if (!status.ok) return status.answer;
        const patron = patronOf(context, request);
        const rows = db.patronRequests
          .all()
          .filter(
            (row) =>
              row.cod_pessoa === patron &&
              row.tipo === kind &&
              (!status.value || row.status === status.value),
          )
          .sort(
            (a, b) =>
              b.data_solicitacao.localeCompare(a.data_solicitacao) ||
              b.cod_solicitacao - a.cod_solicitacao,
          );
        return HttpResponse.json(rows.map(toPatronRequest) satisfies Schemas['PatronRequest'][]);
      }),
    ),
  ];
}
