import { http, HttpResponse } from 'msw';
import {
  copyAvailableForLoan,
  lendableLoanTypes,
  type Db,
  type LoanRequestRow,
  type RequestStatusCode,
} from '../db';
import type { Schemas } from '../schema-types';
import { type BodyRules, readBody } from './body-rules';
import { titleOfPath } from './catalogue-support';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { patronOf } from './current-patron';
import { choicesOf, copiesOf, copyMatches, findTitle, libraryName, mainAuthor } from './holds';
import { apiPath, badRequest, type FieldProblem, refusal } from './http-answers';
import { todayOf } from './mock-clock';
import { nextCode } from './next-code';
import type { WithParams } from './path-parameters';
import { dateRange, enumQuery, inRange } from './query-parameters';

/** Open loan requests a patron may have at once (per category in a real server). */
export const LOAN_REQUEST_LIMIT = 5;

/** 422 keys of the loan-request rules (section 8, "Loan request cancelled"). */
export const LOAN_REQUEST_KEYS = {
  limit: 'SOLICITACAO_LIMITE_EXCEDIDO',
  identical: 'SOLICITACAO_IDENTICA_EXISTENTE',
  noCopies: 'SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL',
  allRequested: 'SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
} as const;

export const REQUEST_STATUSES: readonly RequestStatusCode[] = [
  'aguardando',
  'finalizada',
  'nao_finalizada',
  'disponivel',
  'em_transito',
  'retirada',
];

export const REQUEST_STATUS_TEXT: Record<RequestStatusCode, string> = {
  aguardando: 'Aguardando',
  finalizada: 'Finalizada',
  nao_finalizada: 'Não finalizada',
  disponivel: 'Disponível',
  em_transito: 'Em trânsito',
  retirada: 'Retirada',
};

/** Not concluded yet: the copy is still to be sent, on its way or waiting at the counter. */
const OPEN: ReadonlySet<RequestStatusCode> = new Set(['aguardando', 'em_transito', 'disponivel']);

export const RECEIVING_PLACES: Schemas['ReceivingPlace'][] = [
  { codigo: 1, descricao: 'Balcão de empréstimo da biblioteca de recebimento', domicilio: false },
  { codigo: 2, descricao: 'Malote para o departamento', domicilio: false },
  { codigo: 3, descricao: 'Entrega em domicílio', domicilio: true },
];

const createRules: BodyRules = {
  biblioteca_origem: { type: 'integer', required: true },
  biblioteca_recebimento: { type: 'integer', required: true },
  volume: { type: 'string', required: true, minLength: 1 },
  tomo: { type: 'string', required: true, minLength: 1 },
  parte: { type: 'string', required: true, minLength: 1 },
  material_adicional: { type: 'string', required: true, minLength: 1 },
  telefone: {
    type: 'string',
    required: true,
    notBlank: true,
    minLength: 1,
    maxLength: 16,
    pattern: /^[0-9()\- ]+$/,
  },
  email: { type: 'string', required: true, format: 'email' },
  cod_local_recebimento: { type: 'integer', required: true },
  pessoa_autorizada: { type: 'string', nullable: true, maxLength: 200 },
  domicilio: { type: 'string', nullable: true, maxLength: 500 },
  recebimento_textual: { type: 'string', nullable: true, maxLength: 500 },
};

const lookupLibrary = (db: Db, code: number): Schemas['LookupLibrary'] => {
  const library = db.libraries.all().find((row) => row.cod_biblioteca === code);
  return {
    cod_biblioteca: code,
    desc_biblioteca: libraryName(db, code),
    cod_campus: library?.cod_campus ?? null,
  };
};

function loanRequestOptions(db: Db, codAcervo: number) {
  const lendable = lendableLoanTypes(db.loanTypes.all());
  const copies = copiesOf(db, codAcervo).filter((copy) => lendable.has(copy.cod_tipo_emprestimo));
  const origins = [...new Set(copies.map((copy) => copy.cod_biblioteca))].sort((a, b) => a - b);
  return {
    copies,
    bibliotecas_origem: origins.map((code) => lookupLibrary(db, code)),
    bibliotecas_recebimento: db.libraries
      .all()
      .filter((library) => library.fisica)
      .map((library) => lookupLibrary(db, library.cod_biblioteca)),
    volumes: choicesOf(copies.map((copy) => copy.volume)),
    tomos: choicesOf(copies.map((copy) => copy.tomo)),
    partes: choicesOf(copies.map((copy) => copy.parte)),
    materiais_adicionais: choicesOf(copies.map((copy) => copy.material_adicional)),
    locais_recebimento: RECEIVING_PLACES,
  };
}

function toLoanRequest(db: Db, row: LoanRequestRow): Schemas['LoanRequest'] {
  const title = findTitle(db, row.cod_acervo);
  const orNull = (value: string) => (value === '0' ? null : value);
  return {
    cod_solicitacao: row.cod_solicitacao,
    cod_acervo: row.cod_acervo,
    titulo: title?.titulo ?? `Título ${row.cod_acervo}`,
    autor: mainAuthor(title),
    data_solicitacao: row.data_solicitacao,
    data_conclusao: row.data_conclusao,
    status: row.status,
    desc_status: REQUEST_STATUS_TEXT[row.status],
    biblioteca_origem: lookupLibrary(db, row.biblioteca_origem),
    biblioteca_recebimento: lookupLibrary(db, row.biblioteca_recebimento),
    volume: orNull(row.volume),
    tomo: orNull(row.tomo),
    parte: orNull(row.parte),
    observacao: row.observacao,
  };
}

const sameChoice = (a: LoanRequestRow, b: Schemas['LoanRequestCreate']) =>
  a.volume === b.volume &&
  a.tomo === b.tomo &&
  a.parte === b.parte &&
  a.material_adicional === b.material_adicional;

/** Loan requests: the form's options, request a title from another unit, list mine. */
export function loanRequestsHandlers(context: MockContext) {
  const { db } = context;
  return [
    http.get(
      apiPath('/solicitacao-emprestimo/:id/informacoes-iniciais'),
      operation(context, 'getLoanRequestOptions', ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const found = titleOfPath(context, params.id);
        if (!found.ok) return found.answer;
        const title = found.value;
        const { copies: _copies, ...options } = loanRequestOptions(db, title.cod_acervo);
        // Prefilled from the patron's last request; the patrons' record is another domain's.
        const patron = patronOf(context, request);
        const last = db.loanRequests
          .all()
          .filter((row) => row.cod_pessoa === patron)
          .sort((a, b) => b.data_solicitacao.localeCompare(a.data_solicitacao))[0];
        const answer: Schemas['LoanRequestOptions'] = {
          cod_acervo: title.cod_acervo,
          titulo: title.titulo,
          ...options,
          telefone: last?.telefone ?? null,
          email: last?.email ?? null,
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.post(
      apiPath('/solicitacao-emprestimo/:id'),
      operation(context, 'createLoanRequest', async ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const found = titleOfPath(context, params.id);
        if (!found.ok) return found.answer;
        const title = found.value;
        const body = await readBody<Schemas['LoanRequestCreate']>(request, createRules);
        if (!body.ok) return body.answer;
        const form = body.value;
        const options = loanRequestOptions(db, title.cod_acervo);
        const problems: FieldProblem[] = [];
        if (
          !options.bibliotecas_origem.some(
            (library) => library.cod_biblioteca === form.biblioteca_origem,
          )
        )
          problems.push({ field: 'biblioteca_origem', message: 'not one of the options' });
        if (
          !options.bibliotecas_recebimento.some(
            (library) => library.cod_biblioteca === form.biblioteca_recebimento,
          )
        )
          problems.push({ field: 'biblioteca_recebimento', message: 'not one of the options' });
        for (const [field, list] of [
          ['volume', options.volumes],
          ['tomo', options.tomos],
          ['parte', options.partes],
          ['material_adicional', options.materiais_adicionais],
        ] as const) {
          if (!list.some((item) => item.codigo === form[field]))
            problems.push({ field, message: 'not one of the options' });
        }
        const place = RECEIVING_PLACES.find((entry) => entry.codigo === form.cod_local_recebimento);
        if (!place)
          problems.push({ field: 'cod_local_recebimento', message: 'not one of the options' });
        if (place?.domicilio && !form.domicilio?.trim())
          problems.push({ field: 'domicilio', message: 'required for a home loan' });
        if (problems.length) return badRequest(problems);

        const patron = patronOf(context, request);
        const rows = db.loanRequests.all();
        const open = rows.filter((row) => OPEN.has(row.status));
        const mine = open.filter((row) => row.cod_pessoa === patron);
        if (mine.length >= LOAN_REQUEST_LIMIT) return refusal(LOAN_REQUEST_KEYS.limit);
        if (mine.some((row) => row.cod_acervo === title.cod_acervo && sameChoice(row, form)))
          return refusal(LOAN_REQUEST_KEYS.identical);
        const lendable = lendableLoanTypes(db.loanTypes.all());
        const available = options.copies.filter(
          (copy) =>
            copy.cod_biblioteca === form.biblioteca_origem &&
            copyMatches(copy, form) &&
            copyAvailableForLoan(copy, lendable),
        );
        if (available.length === 0) return refusal(LOAN_REQUEST_KEYS.noCopies);
        const claimed = open.filter(
          (row) =>
            row.cod_acervo === title.cod_acervo &&
            row.biblioteca_origem === form.biblioteca_origem &&
            sameChoice(row, form),
        );
        if (claimed.length >= available.length) return refusal(LOAN_REQUEST_KEYS.allRequested);

        const row = await db.loanRequests.create({
          cod_solicitacao: nextCode(rows, (entry) => entry.cod_solicitacao, 7780),
          cod_pessoa: patron,
          cod_acervo: title.cod_acervo,
          biblioteca_origem: form.biblioteca_origem,
          biblioteca_recebimento: form.biblioteca_recebimento,
          volume: form.volume,
          tomo: form.tomo,
          parte: form.parte,
          material_adicional: form.material_adicional,
          telefone: form.telefone.trim(),
          email: form.email,
          cod_local_recebimento: form.cod_local_recebimento,
          pessoa_autorizada: form.pessoa_autorizada?.trim() || null,
          domicilio: place?.domicilio ? (form.domicilio?.trim() ?? null) : null,
          recebimento_textual: form.recebimento_textual?.trim() || null,
          data_solicitacao: todayOf(context),
          data_conclusao: null,
          status: 'aguardando',
          observacao: null,
        });
        return HttpResponse.json(toLoanRequest(db, row), { status: 201 });
      }),
    ),
    http.get(
      apiPath('/solicitacao-emprestimo'),
      operation(context, 'listLoanRequests', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const url = new URL(request.url);
        const range = dateRange(url);
        if (!range.ok) return range.answer;
        const status = enumQuery(url, 'status', REQUEST_STATUSES);
        if (!status.ok) return status.answer;
        const patron = patronOf(context, request);
        const rows = db.loanRequests
          .all()
          .filter(
            (row) =>
              row.cod_pessoa === patron &&
              (!status.value || row.status === status.value) &&
              inRange(row.data_solicitacao, range.value),
          )
          .sort(
            (a, b) =>
              b.data_solicitacao.localeCompare(a.data_solicitacao) ||
              b.cod_solicitacao - a.cod_solicitacao,
          );
        return HttpResponse.json(
          rows.map((row) => toLoanRequest(db, row)) satisfies Schemas['LoanRequest'][],
        );
      }),
    ),
  ];
}
