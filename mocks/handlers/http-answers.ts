import { HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';

/** Handlers match `/api` on any origin: the browser app, the Node tests and the HTTP server. */
export const apiPath = (path: string) => `*/api${path}`;

/** One field a 400 names, as the contract's FieldError. */
export type FieldProblem = Schemas['FieldError'];

export function errorAnswer(
  status: number,
  message: string,
  extra: Omit<Schemas['Error'], 'message' | 'status'> = {},
) {
  const body: Schemas['Error'] = { message, status, ...extra };
  return HttpResponse.json(body, { status });
}

export const unauthorized = () =>
  errorAnswer(401, 'Token ausente, inválido ou expirado', { key: 'TOKEN_INVALIDO' });

export const forbidden = () =>
  errorAnswer(403, 'Esta operação exige um leitor autenticado', { key: 'ACESSO_NEGADO' });

/** A 400 naming every field at fault, so the client can mark them all at once. */
export const badRequest = (fields: FieldProblem[], message = 'Requisição inválida') =>
  errorAnswer(400, message, { key: 'REQUISICAO_INVALIDA', fields });

/** A 400 naming one query or path parameter. */
export const badParameter = (field: string, message: string) => badRequest([{ field, message }]);

export const notFound = (message = 'Registro não encontrado') =>
  errorAnswer(404, message, { key: 'NAO_ENCONTRADO' });

/** A business-rule refusal: the message is the translation key, as the client expects on 422. */
export const refusal = (key: string, fields?: FieldProblem[]) =>
  errorAnswer(422, key, { key, ...(fields ? { fields } : {}) });

/** A checked request value, or the error answer to send instead of going on. */
export type Checked<T> = { ok: true; value: T } | { ok: false; answer: Response };
