import { http, HttpResponse } from 'msw';
import type { TitleCommentRow } from '../db';
import type { Schemas } from '../schema-types';
import { BodyCheck, readJsonBody } from './body-checks';
import { type MockContext, operation, refuseUnlessAuthorized } from './context';
import { signedInPatron } from './current-patron';
import { nextCode } from './next-code';
import { apiPath, errorAnswer, refusal } from './http-answers';
import { idParameter, type WithParams } from './path-parameters';
import { mainAuthor, PAGE_SIZE, PENDING_COMMENTS_LIMIT, titleById } from './patron-support';
import { pageParameter, undeclaredQuery } from './query-parameters';

const commentAnswer = (row: TitleCommentRow): Schemas['Comment'] => ({
  codigo: row.codigo,
  cod_acervo: row.cod_acervo,
  comentario: row.comentario,
  data_comentario: row.data_comentario,
  nome_pessoa: row.nome_pessoa,
  situacao: row.situacao,
});

const newestFirst = (a: TitleCommentRow, b: TitleCommentRow) =>
  b.data_comentario.localeCompare(a.data_comentario) || b.codigo - a.codigo;

const titleNotFound = () => errorAnswer(404, 'Registro não encontrado', { key: 'NAO_ENCONTRADO' });

/** Moderated comments on titles: new ones stay pending (hidden) until approved. */
export function commentsHandlers(context: MockContext) {
  return [
    http.get(
      apiPath('/comentarios/acervo/:id'),
      operation(context, 'listTitleComments', ({ request, params }: WithParams) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        const id = idParameter(params.id);
        if (id instanceof Response) return id;
        const page = pageParameter(new URL(request.url));
        if (page instanceof Response) return page;
        if (!titleById(context, id)) return titleNotFound();
        const approved = context.db.titleComments
          .findMany((q) => q.where({ cod_acervo: id, situacao: 'aprovado' }))
          .sort(newestFirst);
        const answer = {
          total: approved.length,
          page,
          pageSize: PAGE_SIZE,
          data: approved.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(commentAnswer),
        } satisfies Schemas['CommentPage'];
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      apiPath('/comentarios/acervo/:id'),
      operation(context, 'createTitleComment', async ({ request, params }: WithParams) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const id = idParameter(params.id);
        if (id instanceof Response) return id;
        const body = new BodyCheck(await readJsonBody(request));
        const content = body.text('content', { required: true, max: 4000 });
        if (!body.ok || !content) return body.badRequest();
        if (!titleById(context, id)) return titleNotFound();
        const pending = context.db.titleComments.findMany((q) =>
          q.where({ cod_pessoa: patron.cod_pessoa, situacao: 'pendente' }),
        );
        if (pending.length >= PENDING_COMMENTS_LIMIT)
          return refusal('LIMITE_COMENTARIOS_PENDENTES');
        const codigo = nextCode(context.db.titleComments.findMany(), (row) => row.codigo, 3000);
        const row = await context.db.titleComments.create({
          codigo,
          cod_acervo: id,
          cod_pessoa: patron.cod_pessoa,
          nome_pessoa: patron.nome_pessoa,
          comentario: content,
          data_comentario: new Date(context.settings.now()).toISOString(),
          situacao: 'pendente',
        });
        return HttpResponse.json(commentAnswer(row), { status: 201 });
      }),
    ),

    http.get(
      apiPath('/comentarios/usuario/acervos'),
      operation(context, 'listCommentedTitles', ({ request }) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const byTitle = new Map<number, TitleCommentRow[]>();
        for (const row of context.db.titleComments
          .findMany((q) => q.where({ cod_pessoa: patron.cod_pessoa }))
          .sort(newestFirst)) {
          byTitle.set(row.cod_acervo, [...(byTitle.get(row.cod_acervo) ?? []), row]);
        }
        const answer = [...byTitle.entries()].map(([cod_acervo, rows]) => {
          const title = titleById(context, cod_acervo);
          return {
            cod_acervo,
            titulo: title?.titulo ?? `#${cod_acervo}`,
            autor: mainAuthor(title),
            total_comentarios: rows.length,
            pendentes: rows.filter((row) => row.situacao === 'pendente').length,
          };
        });
        return HttpResponse.json(answer satisfies Schemas['CommentedTitle'][]);
      }),
    ),

    http.get(
      apiPath('/comentarios/usuario/acervo/:id'),
      operation(context, 'listUserTitleComments', ({ request, params }: WithParams) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const id = idParameter(params.id);
        if (id instanceof Response) return id;
        if (!titleById(context, id)) return titleNotFound();
        const answer = context.db.titleComments
          .findMany((q) => q.where({ cod_pessoa: patron.cod_pessoa, cod_acervo: id }))
          .sort(newestFirst)
          .map(commentAnswer);
        return HttpResponse.json(answer satisfies Schemas['Comment'][]);
      }),
    ),

    http.delete(
      apiPath('/comentarios/usuario/:id'),
      operation(context, 'deleteUserComment', ({ request, params }: WithParams) => {
        const patron = signedInPatron(context, request);
        if (patron instanceof Response) return patron;
        const extraQuery = undeclaredQuery(request);
        if (extraQuery) return extraQuery;
        const id = idParameter(params.id);
        if (id instanceof Response) return id;
        // Someone else's comment is "no such comment of this patron": 404, not a hint it exists.
        const row = context.db.titleComments.findFirst((q) =>
          q.where({ codigo: id, cod_pessoa: patron.cod_pessoa }),
        );
        if (!row) return errorAnswer(404, 'Comentário não encontrado', { key: 'NAO_ENCONTRADO' });
        if (row.situacao !== 'pendente') return refusal('COMENTARIO_NAO_PENDENTE');
        context.db.titleComments.delete((q) => q.where({ codigo: id }));
        return HttpResponse.json({
          message: 'COMENTARIO_EXCLUIDO',
        } satisfies Schemas['MessageAnswer']);
      }),
    ),
  ];
}
