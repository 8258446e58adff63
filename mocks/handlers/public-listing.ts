import { HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';
import type { MockContext } from './context';
import { pageParameter, integerQuery, undeclaredQuery } from './query-parameters';
import { routesOf } from './routes';

/** `tamanho`'s default, as the contract says. */
const defaultPageSize = 10_000;

/** One page of `codes` in the contract's listing shape. */
function listingPage(
  request: Request,
  url: URL,
  rows: { codigo: number; alterado_em: string | null }[],
): Response {
  const undeclared = undeclaredQuery(request, ['page', 'tamanho']);
  if (undeclared) return undeclared;
  const page = pageParameter(url);
  if (page instanceof Response) return page;
  const size = integerQuery(url, 'tamanho', { min: 1, max: 50_000 });
  if (!size.ok) return size.answer;
  const tamanho = size.value ?? defaultPageSize;
  const sorted = [...rows].sort((a, b) => a.codigo - b.codigo);
  const answer: Schemas['PublicRecordPage'] = {
    total: sorted.length,
    pagina: page,
    tamanho,
    itens: sorted.slice((page - 1) * tamanho, page * tamanho),
  };
  return HttpResponse.json(answer);
}

/**
 * The public record listings the server renderer writes its sitemap from (`listPublicTitles`,
 * `listPublicAuthorities`, designed): every title and authority of the seed, by code. A title
 * "last changed" when it was acquired, the one date the seed keeps for it.
 */
export function publicListingHandlers(context: MockContext) {
  const { publicGet } = routesOf(context);
  return [
    publicGet('/catalogo-publico/acervos', 'listPublicTitles', (request, url) =>
      listingPage(
        request,
        url,
        context.db.titles.all().map((title) => ({
          codigo: title.cod_acervo,
          alterado_em: title.data_aquisicao.slice(0, 10) || null,
        })),
      ),
    ),
    publicGet('/catalogo-publico/autoridades', 'listPublicAuthorities', (request, url) =>
      listingPage(
        request,
        url,
        context.db.authorities.all().map((authority) => ({
          codigo: authority.cod_autoridade,
          alterado_em: null,
        })),
      ),
    ),
  ];
}
