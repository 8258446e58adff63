import { http, HttpResponse } from 'msw';
import type { LoanRow } from '../db';
import { addDays } from '../db/reference-date';
import type { Schemas } from '../schema-types';
import { BodyCheck, readJsonBody } from './body-checks';
import { type MockContext, operation } from './context';
import { signedInPatron, updatePatron } from './current-patron';
import { apiPath, badParameter, refusal } from './http-answers';
import { dayTime, referenceToday } from './mock-clock';
import {
  currentLoans,
  isSuspended,
  libraryById,
  mainAuthor,
  numericCode,
  PAGE_SIZE,
  pendingDebits,
  titleById,
} from './patron-support';
import { isIsoDate, pageParameter, undeclaredQuery } from './query-parameters';

/** Lifetime of a loan token, from the mock clock. */
export const LOAN_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Another patron waits for this title: the seeded flag, or a hold in queue placed since. */
function reservedByOther(context: MockContext, loan: LoanRow) {
  if (loan.reservado_outro_leitor) return true;
  return !!context.db.holds.findFirst((q) =>
    q.where(
      (hold) =>
        hold.cod_acervo === loan.cod_acervo &&
        hold.cod_pessoa !== loan.cod_pessoa &&
        hold.situacao === 'na_fila',
    ),
  );
}

/** A current loan as the API shows it (`showDetails` adds author, call number and loan date). */
export function loanAnswer(context: MockContext, loan: LoanRow, details: boolean): Schemas['Loan'] {
  const title = titleById(context, loan.cod_acervo);
  const answer: Schemas['Loan'] = {
    cod_exemplar: loan.cod_exemplar,
    cod_acervo: loan.cod_acervo,
    titulo: title?.titulo ?? `#${loan.cod_acervo}`,
    biblioteca: libraryById(context, loan.cod_biblioteca)?.desc_biblioteca ?? '',
    data_devolucao: dayTime(loan.data_devolucao_prevista),
    renovacoes: loan.renovacoes,
    limite_renovacoes: loan.limite_renovacoes,
    atrasado: loan.data_devolucao_prevista < referenceToday(),
    reservado: reservedByOther(context, loan),
    situacao: 'emprestado',
  };
  if (details) {
    answer.autor = mainAuthor(title);
    answer.localizacao = loan.localizacao;
    answer.data_emprestimo = loan.data_emprestimo;
  }
  return answer;
}

/** Why this loan cannot be renewed now (a 422 key), or null when it can. */
function renewalRefusal(
  context: MockContext,
  loan: LoanRow | undefined,
  suspended: boolean,
  today: string,
) {
  if (!loan) return 'EMPRESTIMO_NAO_ENCONTRADO';
  if (suspended) return 'RENOVACAO_LEITOR_SUSPENSO';
  if (reservedByOther(context, loan)) return 'RENOVACAO_RESERVADO_OUTRO_LEITOR';
  if (loan.renovacoes >= loan.limite_renovacoes) return 'RENOVACAO_LIMITE_ATINGIDO';
  if (loan.data_devolucao_prevista < today) return 'RENOVACAO_EMPRESTIMO_ATRASADO';
  return null;
}

function booleanQuery(url: URL, name: string): boolean | undefined | Response {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (raw !== 'true' && raw !== 'false') return badParameter(name, 'must be true or false');
  return raw === 'true';
}

function dayQuery(url: URL, name: string): string | undefined | Response {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!isIsoDate(raw)) return badParameter(name, 'must be a date YYYY-MM-DD');
  return raw;
}

/** `/emprestimo/...`: current loans, renewals, history, pending debts and the loan token. */
export function loansHandlers(context: MockContext) {
  return [
    http.get(
      apiPath('/emprestimo/titulos-pendentes'),
      operation(context, 'listCurrentLoans', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        // The contract declares no 400 here: anything but `true` means no details.
        const details = new URL(request.url).searchParams.get('showDetails') === 'true';
        const answer = currentLoans(context, patron.cod_pessoa)
          .sort((a, b) => a.data_devolucao_prevista.localeCompare(b.data_devolucao_prevista))
          .map((loan) => loanAnswer(context, loan, details));
        return HttpResponse.json(answer satisfies Schemas['Loan'][]);
      }),
    ),

    http.post(
      apiPath('/emprestimo/renovacao'),
      operation(context, 'createRenewal', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const body = new BodyCheck(await readJsonBody(request));
        const copies = body.raw('exemplares');
        if (body.ok) {
          if (!Array.isArray(copies) || copies.length === 0)
            body.fail('exemplares', 'at least one copy code');
          else if (copies.length > 50) body.fail('exemplares', 'at most 50 copies');
          else if (!copies.every((code) => typeof code === 'number' && Number.isSafeInteger(code)))
            body.fail('exemplares', 'copy codes must be integers');
          else if (new Set(copies).size !== copies.length)
            body.fail('exemplares', 'copy codes must be unique');
        }
        if (!body.ok || !Array.isArray(copies)) return body.badRequest();
        const today = referenceToday();
        const suspended = isSuspended(context, patron.cod_pessoa, today);
        const loans = currentLoans(context, patron.cod_pessoa);
        const decisions = (copies as number[]).map((code) => {
          const loan = loans.find((row) => row.cod_exemplar === code);
          return { code, loan, refusal: renewalRefusal(context, loan, suspended, today) };
        });
        if (decisions.every((decision) => decision.refusal)) {
          const first = decisions[0]?.refusal ?? 'RENOVACAO_NAO_PERMITIDA';
          return refusal(
            first,
            decisions.map((decision, index) => ({
              field: `exemplares[${index}]`,
              message: decision.refusal ?? '',
            })),
          );
        }
        const results: Schemas['RenewalResult'][] = [];
        for (const { code, loan, refusal } of decisions) {
          if (refusal || !loan) {
            results.push({
              cod_exemplar: code,
              renovado: false,
              data_devolucao: null,
              mensagem: refusal ?? '',
            });
            continue;
          }
          const period =
            context.db.loanTypes.findFirst((q) =>
              q.where({ cod_tipo_emprestimo: loan.cod_tipo_emprestimo }),
            )?.prazo_dias ?? 14;
          const due = addDays(today, Math.max(period, 1));
          await context.db.loans.update((q) => q.where({ cod_emprestimo: loan.cod_emprestimo }), {
            data(draft) {
              draft.data_devolucao_prevista = due;
              draft.renovacoes += 1;
            },
          });
          results.push({
            cod_exemplar: code,
            renovado: true,
            data_devolucao: dayTime(due),
            mensagem: 'RENOVADO',
          });
        }
        return HttpResponse.json(results);
      }),
    ),

    http.get(
      apiPath('/emprestimo/historico'),
      operation(context, 'listLoanHistory', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const url = new URL(request.url);
        const start = dayQuery(url, 'dataIni');
        if (start instanceof Response) return start;
        const end = dayQuery(url, 'dataFim');
        if (end instanceof Response) return end;
        if (start && end && start > end)
          return badParameter('dataIni', 'must not be after dataFim');
        const finedOnly = booleanQuery(url, 'multa');
        if (finedOnly instanceof Response) return finedOnly;
        const page = pageParameter(url);
        if (page instanceof Response) return page;
        const rows = context.db.loans
          .findMany((q) => q.where({ cod_pessoa: patron.cod_pessoa }))
          .filter((loan) => {
            const day = loan.data_emprestimo.slice(0, 10);
            if (start && day < start) return false;
            if (end && day > end) return false;
            return !finedOnly || (loan.multa ?? 0) > 0;
          })
          .sort((a, b) => b.data_emprestimo.localeCompare(a.data_emprestimo));
        const data = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((loan) => ({
          cod_acervo: loan.cod_acervo,
          titulo: titleById(context, loan.cod_acervo)?.titulo ?? `#${loan.cod_acervo}`,
          localizacao: loan.localizacao,
          biblioteca: libraryById(context, loan.cod_biblioteca)?.desc_biblioteca ?? '',
          data_emprestimo: loan.data_emprestimo,
          data_devolucao_prevista: dayTime(loan.data_devolucao_prevista),
          data_devolucao: loan.data_devolucao,
          multa: loan.multa,
        }));
        const answer = {
          total: rows.length,
          page,
          pageSize: PAGE_SIZE,
          data,
        } satisfies Schemas['LoanHistoryPage'];
        return HttpResponse.json(answer);
      }),
    ),

    http.get(
      apiPath('/emprestimo/debitos-pendentes'),
      operation(context, 'listPendingDebits', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const answer = pendingDebits(context, patron.cod_pessoa).map((debit) => ({
          cod_acervo: debit.cod_acervo,
          titulo:
            debit.cod_acervo === null
              ? null
              : (titleById(context, debit.cod_acervo)?.titulo ?? null),
          valor_multa: debit.valor_multa,
          valor_desconto: debit.valor_desconto,
          valor_pago: debit.valor_pago,
          data_pagamento: debit.data_pagamento,
          data_devolucao_prevista: debit.data_devolucao_prevista
            ? dayTime(debit.data_devolucao_prevista)
            : null,
          tipo_servico: debit.tipo_servico,
          motivo: debit.motivo,
          biblioteca: libraryById(context, debit.cod_biblioteca)?.desc_biblioteca ?? null,
        }));
        return HttpResponse.json(answer satisfies Schemas['Debit'][]);
      }),
    ),

    http.get(
      apiPath('/emprestimo/token'),
      operation(context, 'getLoanToken', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const token = patron.token_emprestimo;
        const valid = token && Date.parse(token.validade) > context.settings.now();
        const answer = valid ? token : { valor: null, validade: null };
        return HttpResponse.json(answer satisfies Schemas['LoanToken']);
      }),
    ),

    http.post(
      apiPath('/emprestimo/token'),
      operation(context, 'createLoanToken', async ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        if (!patron.ativo) return refusal('USUARIO_INATIVO');
        if (patron.bloqueado) return refusal('CADASTRO_BLOQUEADO');
        if (isSuspended(context, patron.cod_pessoa)) return refusal('EMPRESTIMO_LEITOR_SUSPENSO');
        const now = context.settings.now();
        const token = {
          valor: numericCode(
            `token:${patron.cod_pessoa}:${now}:${patron.token_emprestimo?.valor ?? ''}`,
            6,
          ),
          validade: new Date(now + LOAN_TOKEN_TTL_MS).toISOString(),
        };
        await updatePatron(context, patron.cod_pessoa, (draft) => {
          draft.token_emprestimo = token;
        });
        return HttpResponse.json(token satisfies Schemas['LoanToken'], { status: 201 });
      }),
    ),
  ];
}
