import { http } from 'msw';
import type { TitleRow } from '../db';
import { titleOfPath } from './catalogue-support';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { apiPath } from './http-answers';
import type { WithParams } from './path-parameters';

/** What a route answers with, given the request, its URL and its path parameters. */
export type RouteAnswer = (
  request: Request,
  url: URL,
  params: WithParams['params'],
) => Response | Promise<Response>;

/**
 * Route builders bound to one mock server. Every operation checks its token first (`any`: a
 * public or a patron token, as the contract's security says) and only then answers, so the
 * domains write only the answer.
 */
export function routesOf(context: MockContext) {
  const route = (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    operationId: string,
    needs: 'any' | 'patron',
    answer: RouteAnswer,
  ) =>
    http[method](
      apiPath(path),
      operation(context, operationId, ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request, needs);
        if (refused) return refused;
        return answer(request, new URL(request.url), params);
      }),
    );

  /** A GET any token may make. */
  const publicGet = (path: string, operationId: string, answer: RouteAnswer) =>
    route('get', path, operationId, 'any', answer);

  /** A public GET on one title: 400 bad id, 404 unknown title, else the answer built from it. */
  const titleGet = (
    path: string,
    operationId: string,
    answer: (title: TitleRow, request: Request, url: URL, params: WithParams['params']) => Response,
  ) =>
    publicGet(path, operationId, (request, url, params) => {
      const title = titleOfPath(context, params.id);
      return title.ok ? answer(title.value, request, url, params) : title.answer;
    });

  return { route, publicGet, titleGet };
}
