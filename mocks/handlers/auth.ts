import { http, HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';
import { operation, type MockContext } from './context';
import { apiPath, errorAnswer } from './http-answers';

/** `POST /oauth/token`: the form-encoded OAuth grants (createToken). */
export function authHandlers(context: MockContext) {
  return [
    http.post(
      apiPath('/oauth/token'),
      operation(context, 'createToken', async ({ request }) => {
        if (!request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) {
          return errorAnswer(400, 'O corpo deve ser application/x-www-form-urlencoded', {
            key: 'REQUISICAO_INVALIDA',
          });
        }
        const form = new URLSearchParams(await request.text());
        const grant = form.get('grant_type');
        const missing = (names: string[]) =>
          names
            .filter((name) => !form.get(name)?.trim())
            .map((field) => ({ field, message: 'required' }));

        if (grant === 'client_credentials') {
          const fields = missing(['client_id', 'client_secret']);
          if (fields.length)
            return errorAnswer(400, 'Campos obrigatórios ausentes', {
              key: 'REQUISICAO_INVALIDA',
              fields,
            });
          const answer: Schemas['Credentials'] = context.tokens.issuePublic();
          return HttpResponse.json(answer);
        }
        if (grant === 'refresh_token') {
          const fields = missing(['refresh_token', 'client_id']);
          if (fields.length)
            return errorAnswer(400, 'Campos obrigatórios ausentes', {
              key: 'REQUISICAO_INVALIDA',
              fields,
            });
          const answer = context.tokens.refresh(form.get('refresh_token') ?? '');
          if (!answer)
            return errorAnswer(401, 'Sessão expirada, faça login novamente', {
              key: 'SESSAO_EXPIRADA',
            });
          return HttpResponse.json(answer satisfies Schemas['Credentials']);
        }
        // The patron password grant arrives with the patrons' data (mock backend issue).
        return errorAnswer(400, `grant_type não suportado: ${grant ?? '(vazio)'}`, {
          key: 'GRANT_NAO_SUPORTADO',
          fields: [{ field: 'grant_type', message: 'unsupported' }],
        });
      }),
    ),
  ];
}
