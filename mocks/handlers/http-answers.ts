import { HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';

/** Handlers match `/api` on any origin: the browser app, the Node tests and the HTTP server. */
export const apiPath = (path: string) => `*/api${path}`;

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
