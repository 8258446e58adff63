import { http, HttpResponse } from 'msw';
import {
  copyAllowsHold,
  copyAvailableForLoan,
  lendableLoanTypes,
  type CopyRow,
  type Db,
  type HoldRow,
  type TitleRow,
} from '../db';
import type { Schemas } from '../schema-types';
import { type BodyRules, readBody } from './body-rules';
import { titleOfPath } from './catalogue-support';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { patronOf } from './current-patron';
import { apiPath, badRequest, type FieldProblem, notFound, refusal } from './http-answers';
import { isoNow, todayOf } from './mock-clock';
import { nextCode } from './next-code';
import type { WithParams } from './path-parameters';
import { dateRange, inRange } from './query-parameters';

/** Most holds a patron may have at once (in queue or released); per category in a real server. */
export const HOLD_LIMIT = 10;

/** 422 keys of the hold rules (section 8, "Hold cancelled"). */
export const HOLD_KEYS = {
  copyAvailable: 'RESERVA_EXEMPLAR_DISPONIVEL',
  notAllowed: 'RESERVA_NAO_PERMITIDA',
  alreadyHeld: 'RESERVA_JA_EXISTENTE',
  limit: 'RESERVA_LIMITE_EXCEDIDO',
} as const;

const NONE = '0';
const SELECT_ALL = 'Selecione todas as opções para confirmar a reserva!';
const CURRENT: ReadonlySet<HoldRow['situacao']> = new Set(['na_fila', 'liberada']);

const holdRequestRules: BodyRules = {
  cod_acervo: { type: 'integer', required: true, minimum: 1 },
  biblioteca: { type: 'integer', required: true },
  volume: { type: 'string', required: true, minLength: 1 },
  tomo: { type: 'string', required: true, minLength: 1 },
  parte: { type: 'string', required: true, minLength: 1 },
  material_adicional: { type: 'string', required: true, minLength: 1 },
  localizacao: { type: 'string', required: true, minLength: 1 },
};

export const findTitle = (db: Db, codAcervo: number): TitleRow | undefined =>
  db.titles.all().find((title) => title.cod_acervo === codAcervo);

export const copiesOf = (db: Db, codAcervo: number): CopyRow[] =>
  db.copies.all().filter((copy) => copy.cod_acervo === codAcervo);

export const mainAuthor = (title: TitleRow | undefined) =>
  title
    ? ((title.autores.find((author) => author.principal) ?? title.autores[0])?.nome ?? null)
    : null;

export const libraryName = (db: Db, code: number) =>
  db.libraries.all().find((library) => library.cod_biblioteca === code)?.desc_biblioteca ??
  `Biblioteca ${code}`;

/** Choices of one copy attribute: its values, plus "none" when some copy has none. */
export function choicesOf(values: ReadonlyArray<string | null>): Schemas['CodeDescription'][] {
  const distinct = [...new Set(values.filter((value): value is string => value !== null))].sort();
  const answer = distinct.map((value) => ({ codigo: value, descricao: value }));
  if (values.length === 0 || values.some((value) => value === null))
    answer.unshift({ codigo: NONE, descricao: 'Nenhum' });
  return answer;
}

/** Whether a copy matches the volume / tome / part / material chosen on a form ('0' = none). */
export const copyMatches = (
  copy: CopyRow,
  choice: { volume: string; tomo: string; parte: string; material_adicional: string },
) =>
  (copy.volume ?? NONE) === choice.volume &&
  (copy.tomo ?? NONE) === choice.tomo &&
  (copy.parte ?? NONE) === choice.parte &&
  (copy.material_adicional ?? NONE) === choice.material_adicional;

function holdOptions(db: Db, title: TitleRow) {
  const copies = copiesOf(db, title.cod_acervo);
  const libraries = [...new Set(copies.map((copy) => copy.cod_biblioteca))].sort((a, b) => a - b);
  const shelves = [...new Set(copies.map((copy) => copy.cod_colecao))].sort((a, b) => a - b);
  return {
    copies,
    bibliotecas: libraries.map((code) => {
      const library = db.libraries.all().find((row) => row.cod_biblioteca === code);
      return {
        cod_biblioteca: code,
        desc_biblioteca: library?.desc_biblioteca ?? `Biblioteca ${code}`,
        cod_campus: library?.cod_campus ?? null,
      };
    }),
    volumes: choicesOf(copies.map((copy) => copy.volume)),
    tomos: choicesOf(copies.map((copy) => copy.tomo)),
    partes: choicesOf(copies.map((copy) => copy.parte)),
    materiais_adicionais: choicesOf(copies.map((copy) => copy.material_adicional)),
    localizacoes: shelves.map((code) => ({
      codigo: String(code),
      descricao:
        db.shelfCollections.all().find((row) => row.cod_colecao === code)?.desc_colecao ??
        String(code),
    })),
  };
}

/** Why the title cannot be held now (a 422 key), or null when a hold may wait for a copy. */
export function holdImpossibility(db: Db, copies: readonly CopyRow[]): string | null {
  const lendable = lendableLoanTypes(db.loanTypes.all());
  if (copies.some((copy) => copyAvailableForLoan(copy, lendable))) return HOLD_KEYS.copyAvailable;
  if (!copies.some((copy) => copyAllowsHold(copy, lendable))) return HOLD_KEYS.notAllowed;
  return null;
}

/** The title's queue: holds still waiting, oldest first. */
export function queueOf(db: Db, codAcervo: number): HoldRow[] {
  return db.holds
    .all()
    .filter((hold) => hold.cod_acervo === codAcervo && hold.situacao === 'na_fila')
    .sort(
      (a, b) =>
        Date.parse(a.data_reserva) - Date.parse(b.data_reserva) || a.cod_reserva - b.cod_reserva,
    );
}

const currentHoldsOf = (db: Db, patron: number) =>
  db.holds.all().filter((hold) => hold.cod_pessoa === patron && CURRENT.has(hold.situacao));

const nullIfNone = (value: string) => (value === NONE ? null : value);

function toHold(db: Db, row: HoldRow): Schemas['Hold'] {
  const title = findTitle(db, row.cod_acervo);
  const position =
    row.situacao === 'na_fila'
      ? queueOf(db, row.cod_acervo).findIndex((hold) => hold.cod_reserva === row.cod_reserva) + 1
      : 0;
  return {
    cod_reserva: row.cod_reserva,
    cod_acervo: row.cod_acervo,
    titulo: title?.titulo ?? `Título ${row.cod_acervo}`,
    autor: mainAuthor(title),
    cod_biblioteca: row.cod_biblioteca,
    desc_biblioteca: libraryName(db, row.cod_biblioteca),
    volume: nullIfNone(row.volume),
    tomo: nullIfNone(row.tomo),
    parte: nullIfNone(row.parte),
    data_reserva: row.data_reserva,
    data_liberacao: row.data_liberacao,
    data_limite_retirada: row.data_limite_retirada,
    situacao: row.situacao,
    posicao_fila: position > 0 ? position : null,
    observacao: row.observacao,
    data_cancelamento: row.data_cancelamento,
  } satisfies Schemas['Hold'];
}

type HoldChoice = Schemas['HoldRequest'];

/**
 * Every check of a hold before it is placed, shared by `POST /reserva` and the queue check.
 * Answers the refusal, or the title's queue the hold would join.
 */
async function checkHold(
  context: MockContext,
  request: Request,
): Promise<
  | { ok: false; answer: Response }
  | { ok: true; choice: HoldChoice; patron: number; queue: HoldRow[] }
> {
  const body = await readBody<HoldChoice>(request, holdRequestRules, SELECT_ALL);
  if (!body.ok) return body;
  const choice = body.value;
  const { db } = context;
  const title = findTitle(db, choice.cod_acervo);
  if (!title)
    return { ok: false, answer: badRequest([{ field: 'cod_acervo', message: 'unknown title' }]) };
  const options = holdOptions(db, title);
  const impossible = holdImpossibility(db, options.copies);
  if (impossible) return { ok: false, answer: refusal(impossible) };
  const offered: FieldProblem[] = [];
  const offers = (field: keyof HoldChoice, list: Schemas['CodeDescription'][]) => {
    if (!list.some((item) => item.codigo === choice[field]))
      offered.push({ field, message: 'not one of the options' });
  };
  if (!options.bibliotecas.some((library) => library.cod_biblioteca === choice.biblioteca))
    offered.push({ field: 'biblioteca', message: 'not one of the options' });
  offers('volume', options.volumes);
  offers('tomo', options.tomos);
  offers('parte', options.partes);
  offers('material_adicional', options.materiais_adicionais);
  offers('localizacao', options.localizacoes);
  if (offered.length) return { ok: false, answer: badRequest(offered, SELECT_ALL) };
  // The chosen volume (tome...) may be on the shelf even if others are not.
  const chosen = options.copies.filter((copy) => copyMatches(copy, choice));
  const impossibleChoice = holdImpossibility(db, chosen);
  if (impossibleChoice) return { ok: false, answer: refusal(impossibleChoice) };
  const patron = patronOf(context, request);
  const current = currentHoldsOf(db, patron);
  if (current.some((hold) => hold.cod_acervo === choice.cod_acervo))
    return { ok: false, answer: refusal(HOLD_KEYS.alreadyHeld) };
  if (current.length >= HOLD_LIMIT) return { ok: false, answer: refusal(HOLD_KEYS.limit) };
  return { ok: true, choice, patron, queue: queueOf(db, choice.cod_acervo) };
}

/** Holds: options of a title, place, check the queue, list, cancel several, history. */
export function holdsHandlers(context: MockContext) {
  const { db } = context;
  return [
    http.get(
      apiPath('/reserva/:id/informacoes-iniciais'),
      operation(context, 'getHoldOptions', ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const found = titleOfPath(context, params.id);
        if (!found.ok) return found.answer;
        const title = found.value;
        const { copies, ...options } = holdOptions(db, title);
        const impossible = holdImpossibility(db, copies);
        const answer: Schemas['HoldOptions'] = {
          cod_acervo: title.cod_acervo,
          titulo: title.titulo,
          ...options,
          permite_reserva: impossible === null,
          mensagem: impossible,
          quantidade_reservas: currentHoldsOf(db, patronOf(context, request)).length,
          limite_reservas: HOLD_LIMIT,
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.get(
      apiPath('/reserva'),
      operation(context, 'listHolds', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const rows = currentHoldsOf(db, patronOf(context, request)).sort(
          (a, b) => Date.parse(a.data_reserva) - Date.parse(b.data_reserva),
        );
        const answer: Schemas['HoldList'] = {
          data: rows.map((row) => toHold(db, row)),
          total: rows.length,
          limite: HOLD_LIMIT,
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.post(
      apiPath('/reserva'),
      operation(context, 'createHold', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const checked = await checkHold(context, request);
        if (!checked.ok) return checked.answer;
        const { choice, patron } = checked;
        const row = await db.holds.create({
          cod_reserva: nextCode(db.holds.all(), (hold) => hold.cod_reserva, 90200),
          cod_pessoa: patron,
          cod_acervo: choice.cod_acervo,
          cod_biblioteca: choice.biblioteca,
          volume: choice.volume,
          tomo: choice.tomo,
          parte: choice.parte,
          material_adicional: choice.material_adicional,
          localizacao: choice.localizacao,
          data_reserva: isoNow(context),
          data_liberacao: null,
          data_limite_retirada: null,
          situacao: 'na_fila',
          observacao: null,
          data_cancelamento: null,
        });
        return HttpResponse.json(toHold(db, row), { status: 201 });
      }),
    ),
    http.post(
      apiPath('/reserva/validar-fila'),
      operation(context, 'validateHoldQueue', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const checked = await checkHold(context, request);
        if (!checked.ok) return checked.answer;
        const ahead = checked.queue.length;
        const answer: Schemas['QueueInfo'] = {
          posicao_fila: ahead + 1,
          pessoas_na_fila: ahead,
          mensagem: ahead === 0 ? 'RESERVA_PRIMEIRO_DA_FILA' : null,
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.delete(
      apiPath('/reserva'),
      operation(context, 'cancelHolds', async ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const raw = new URL(request.url).searchParams.getAll('reservas');
        if (raw.length === 0)
          return badRequest(
            [{ field: 'reservas', message: 'select at least one hold' }],
            'Selecione uma reserva!',
          );
        if (raw.length > 50)
          return badRequest([{ field: 'reservas', message: 'at most 50 holds' }]);
        if (raw.some((value) => !/^\d{1,15}$/.test(value)))
          return badRequest([{ field: 'reservas', message: 'must be hold codes (integers)' }]);
        const ids = [...new Set(raw.map(Number))];
        const patron = patronOf(context, request);
        const mine = new Map(currentHoldsOf(db, patron).map((hold) => [hold.cod_reserva, hold]));
        const unknown = ids.filter((id) => !mine.has(id));
        // All or nothing: one hold that is not the patron's (or no longer current) cancels none.
        if (unknown.length) return notFound(`Reserva não encontrada: ${unknown.join(', ')}`);
        const today = todayOf(context);
        for (const id of ids) {
          const hold = mine.get(id);
          if (!hold) continue;
          await db.holds.update(hold, {
            data(draft) {
              draft.situacao = 'cancelada';
              draft.data_cancelamento = today;
            },
          });
        }
        const answer: Schemas['HoldCancelAnswer'] = {
          cancelados: ids,
          message: ids.length === 1 ? 'Reserva cancelada' : `${ids.length} reservas canceladas`,
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.get(
      apiPath('/reserva/historico'),
      operation(context, 'listHoldHistory', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request, 'patron');
        if (refused) return refused;
        const range = dateRange(new URL(request.url));
        if (!range.ok) return range.answer;
        const patron = patronOf(context, request);
        const rows = db.holds
          .all()
          .filter(
            (hold) =>
              hold.cod_pessoa === patron &&
              !CURRENT.has(hold.situacao) &&
              inRange(hold.data_reserva, range.value),
          )
          .sort((a, b) => Date.parse(b.data_reserva) - Date.parse(a.data_reserva));
        return HttpResponse.json(rows.map((row) => toHold(db, row)) satisfies Schemas['Hold'][]);
      }),
    ),
  ];
}
