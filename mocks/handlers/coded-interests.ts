import type { Collection } from '@msw/data';
import { http, HttpResponse } from 'msw';
import type { StandardSchemaV1 } from '../db/schema';
import type { Schemas } from '../schema-types';
import { type BodyRules, readBody } from './body-rules';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { patronOf } from './current-patron';
import { apiPath, badRequest, type FieldProblem, notFound } from './http-answers';
import { todayOf } from './mock-clock';

/*
 * The periodicals and work types of an interest profile are the same list: entries keyed by a
 * numeric `codigo`, each with a validity and libraries, listed, added (or renewed) in bulk,
 * changed and removed one at a time. One factory serves both; each says what its entries hold.
 */

/** A 400 problem when a validity date is before today. */
export const pastValidity = (context: MockContext, validade: string): FieldProblem[] =>
  validade < todayOf(context) ? [{ field: 'validade', message: 'must not be in the past' }] : [];

/** A 400 problem when any library code is unknown. */
export const unknownLibraries = (
  context: MockContext,
  codes: readonly number[],
  field: string,
): FieldProblem[] =>
  codes.some(
    (code) => !context.db.libraries.all().some((library) => library.cod_biblioteca === code),
  )
    ? [{ field, message: 'unknown library' }]
    : [];

interface CodedRow {
  id: string;
  cod_pessoa: number;
  codigo: number;
}

/** An entry as sent: one of the items of a bulk add (`Item`) or a change (`Form`). */
interface Sent {
  codigo: number;
  bibliotecas: number[];
}

export interface CodedInterestList<
  Row extends CodedRow,
  Item extends Sent,
  Form extends Sent & { validade: string },
  Values extends Partial<Row>,
> {
  /** Path below `/perfil-interesse`. */
  path: string;
  operationIds: { list: string; create: string; update: string; remove: string };
  store: Collection<StandardSchemaV1<Row>>;
  listed(row: Row): unknown;
  createRules: BodyRules;
  updateRules: BodyRules;
  /** Problems of one new item besides its validity, its fields named under `field`. */
  itemProblems(item: Item, field: string): FieldProblem[];
  /** Problems of a change besides its validity and libraries. */
  formProblems(form: Form): FieldProblem[];
  /** The message of a 400 for bad entries (default when undefined). */
  problemsMessage?: string;
  /** The values an entry stores, set on creation, renewal and change. */
  values(entry: Item | Form, validade: string): Values;
  /** A new entry: the key fields, what only it gets (a description) and its values. */
  newRow(key: CodedRow, item: Item, values: Values): Row;
  messages: { created: string; updated: string; removed: string; notFound: string };
}

const message = (text: string, status = 200) =>
  HttpResponse.json({ message: text } satisfies Schemas['MessageAnswer'], { status });

/** List, bulk add (or renew), change and remove of one coded interest list. */
export function codedInterestHandlers<
  Row extends CodedRow,
  Item extends Sent,
  Form extends Sent & { validade: string },
  Values extends Partial<Row>,
>(context: MockContext, list: CodedInterestList<Row, Item, Form, Values>) {
  const { store } = list;
  const path = apiPath(`/perfil-interesse/${list.path}`);
  /** The patron's entry with this code, or undefined. */
  const ownEntry = (patron: number, codigo: number) =>
    store.all().find((entry) => entry.cod_pessoa === patron && entry.codigo === codigo);
  /** Every operation of a profile list is the signed-in patron's own. */
  const patronOnly = (
    operationId: string,
    answer: (request: Request) => Response | Promise<Response>,
  ) =>
    operation(context, operationId, ({ request }: { request: Request }) => {
      const refused = refuseUnlessAuthorized(context, request, 'patron');
      return refused ?? answer(request);
    });

  return [
    http.get(
      path,
      patronOnly(list.operationIds.list, (request) => {
        const patron = patronOf(context, request);
        return HttpResponse.json(
          store
            .all()
            .filter((row) => row.cod_pessoa === patron)
            .map((row) => list.listed(row)),
        );
      }),
    ),
    http.post(
      path,
      patronOnly(list.operationIds.create, async (request) => {
        const body = await readBody<{ validade: string; itens: Item[] }>(request, list.createRules);
        if (!body.ok) return body.answer;
        const { validade, itens } = body.value;
        const problems: FieldProblem[] = [
          ...pastValidity(context, validade),
          ...itens.flatMap((item, index) => list.itemProblems(item, `itens[${index}]`)),
        ];
        if (problems.length) return badRequest(problems, list.problemsMessage);
        const patron = patronOf(context, request);
        for (const item of itens) {
          const id = `${patron}:${item.codigo}`;
          const values = list.values(item, validade);
          const existing = store.all().find((row) => row.id === id);
          // Adding an entry already in the profile renews it.
          if (existing)
            await store.update(existing, {
              data(draft) {
                Object.assign(draft, values);
              },
            });
          else
            await store.create(
              list.newRow({ id, cod_pessoa: patron, codigo: item.codigo }, item, values),
            );
        }
        return message(list.messages.created, 201);
      }),
    ),
    http.put(
      path,
      patronOnly(list.operationIds.update, async (request) => {
        const body = await readBody<Form>(request, list.updateRules);
        if (!body.ok) return body.answer;
        const form = body.value;
        const problems: FieldProblem[] = [
          ...pastValidity(context, form.validade),
          ...unknownLibraries(context, form.bibliotecas, 'bibliotecas'),
          ...list.formProblems(form),
        ];
        if (problems.length) return badRequest(problems, list.problemsMessage);
        const row = ownEntry(patronOf(context, request), form.codigo);
        if (!row) return notFound(list.messages.notFound);
        const values = list.values(form, form.validade);
        await store.update(row, {
          data(draft) {
            Object.assign(draft, values);
          },
        });
        return message(list.messages.updated);
      }),
    ),
    http.delete(
      path,
      patronOnly(list.operationIds.remove, async (request) => {
        const body = await readBody<Schemas['InterestDelete']>(request, DELETE_RULES);
        if (!body.ok) return body.answer;
        const row = ownEntry(patronOf(context, request), body.value.codigo);
        if (!row) return notFound(list.messages.notFound);
        store.delete(row);
        return message(list.messages.removed);
      }),
    ),
  ];
}

const DELETE_RULES: BodyRules = { codigo: { type: 'integer', required: true } };
