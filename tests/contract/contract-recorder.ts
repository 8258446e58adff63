import type { SetupServer } from 'msw/node';
import { matchOperation, requestProblems, responseProblems } from './openapi-contract';

export interface Exchange {
  operationId: string;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

async function readBody(message: Request | Response): Promise<unknown> {
  const text = await message.clone().text();
  if (!text) return undefined;
  const type = message.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as unknown;
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/**
 * Listens to a mock server and judges every exchange against the contract: a request to a
 * path the contract does not declare, a malformed request the mock accepted, an undeclared
 * status or a body off its schema all end up in `problems`.
 */
export function recordExchanges(server: SetupServer) {
  const exchanges: Exchange[] = [];
  const pending: Promise<void>[] = [];
  // Read request bodies before the handlers consume them.
  const requestBodies = new Map<string, Promise<unknown>>();
  server.events.on('request:start', (event) => {
    requestBodies.set(event.requestId, readBody(event.request));
  });
  server.events.on('response:mocked', (event) => {
    const body = requestBodies.get(event.requestId) ?? Promise.resolve(undefined);
    requestBodies.delete(event.requestId);
    pending.push(judge(event.request, event.response, body));
  });
  async function judge(request: Request, response: Response, requestBody: Promise<unknown>) {
    const url = new URL(request.url);
    const apiPath = url.pathname.replace(/^\/api/, '');
    const match = matchOperation(request.method, apiPath);
    if (!match) {
      exchanges.push({
        operationId: '(undeclared)',
        method: request.method,
        path: apiPath,
        status: response.status,
        problems: [`${request.method} ${apiPath} is not in the contract`],
      });
      return;
    }
    const problems = responseProblems(
      match,
      response.status,
      response.headers.get('Content-Type'),
      await readBody(response),
    );
    // A 2xx means the mock accepted the request: it must then have been valid.
    if (response.ok) {
      problems.push(
        ...requestProblems(match, url, request.headers.get('Content-Type'), await requestBody),
      );
    }
    exchanges.push({
      operationId: match.operationId,
      method: request.method,
      path: apiPath,
      status: response.status,
      problems,
    });
  }
  return {
    /** Waits until every exchange seen so far has been judged. */
    settle: () => Promise.all(pending.splice(0)),
    exchanges,
    problems: () => exchanges.filter((e) => e.problems.length > 0),
    covered: () => new Set(exchanges.map((e) => `${e.operationId} ${e.status}`)),
  };
}
