import { http, HttpResponse } from 'msw';
import type { TitleRow } from '../db';
import { abntReference, coverSvg } from '../db/derive';
import { getReferenceToday } from '../db/reference-date';
import type { Schemas } from '../schema-types';
import { type BodyRules, readBody } from './body-rules';
import { isRestrictedLink } from './catalogue';
import { titleByCode, titleOfPath } from './catalogue-support';
import { type MockContext } from './context';
import { findPatron, patronOf } from './current-patron';
import { routesOf } from './routes';
import { badRequest, forbidden, notFound, refusal } from './http-answers';
import { isoNow } from './mock-clock';
import { nextCode } from './next-code';
import { codeList, integerQuery } from './query-parameters';

/** 422 keys of the link rules. */
export const LINK_KEYS = {
  /** A patron without a registered tax number (CPF) must contact the information unit (spec section 8). */
  noTaxNumber: 'USUARIO_SEM_CPF',
  /** The e-book provider refused the session (access denied by an integrated service). */
  providerDenied: 'ACESSO_NEGADO_SERVICO_INTEGRADO',
  /** The standards provider does not hold the title (cannot connect to it for this title). */
  standardsUnavailable: 'SERVICO_INTEGRADO_INDISPONIVEL',
} as const;

/**
 * Route the client opens in a new tab when a restricted link goes through the third-party e-book
 * provider: the app's provider B entry (`paths.ebookProviderB`; mocks may not import src).
 */
export const EBOOK_PROVIDER_ROUTE = 'livros-digitais-b';
const EBOOK_TYPE = 6;
const PROXY = 'https://proxy.ufx.example.org/login?url=';
const STANDARDS_PROVIDER = 'https://normas.example.org/acervo/';
const EBOOK_PROVIDER = 'https://ebooks.example.com/sso';

const clientInfoRules: BodyRules = {
  userId: { type: 'integer', nullable: true },
  browser: { type: 'string', required: true, maxLength: 100 },
  device: { type: 'string', required: true, maxLength: 100 },
  os: { type: 'string', required: true, maxLength: 100 },
};
const accessStatisticRules: BodyRules = {
  cod_acervo: { type: 'integer', required: true, minimum: 1 },
  seq_paragrafo: { type: 'integer', required: true, minimum: 1 },
  url: {
    type: 'string',
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: /^[a-z][a-z0-9+.-]*:\/\/\S+$/i,
  },
  user_id: { type: 'integer', nullable: true },
  browser: { type: 'string', required: true, maxLength: 100 },
  device: { type: 'string', required: true, maxLength: 100 },
  os: { type: 'string', required: true, maxLength: 100 },
};
const ebookRules: BodyRules = {
  sessionid: { type: 'string', required: true, notBlank: true, minLength: 1, maxLength: 500 },
};

/** A provider session id as the provider issues them; anything else is refused by the provider. */
const PROVIDER_SESSION = /^[A-Za-z0-9_-]{8,}$/;

/** Absolute address of a title's cover (the mock serves /covers/{cod_acervo}.svg itself). */
export const coverUrl = (request: Request, title: TitleRow) =>
  title.link_capa ? new URL(title.link_capa, new URL(request.url).origin).toString() : null;

/** Dewey classes of the standards provider's collection: technology (600-699). */
const atStandardsProvider = (title: TitleRow) => title.classificacao.startsWith('6');

/** Links of titles: covers, result links, restricted access, access statistics, ABNT, providers. */
export function linksHandlers(context: MockContext) {
  const { route } = routesOf(context);

  return [
    route('get', '/vinculos/imagem', 'listCoverImages', 'any', (request, url) => {
      const code = integerQuery(url, 'cod_acervo', { required: true, min: 1 });
      if (!code.ok) return code.answer;
      const limit = integerQuery(url, 'limite', { min: 1, max: 20 });
      if (!limit.ok) return limit.answer;
      const title = titleByCode(context.db, code.value!);
      const address = title ? coverUrl(request, title) : null;
      const answer: Schemas['CoverImage'][] = address
        ? [{ cod_acervo: code.value!, url: address }].slice(0, limit.value ?? 1)
        : [];
      return HttpResponse.json(answer);
    }),
    route('get', '/vinculos/links-resultado', 'listResultLinks', 'any', (_request, url) => {
      const codes = codeList(url);
      if (!codes.ok) return codes.answer;
      const answer: Schemas['TitleLinks'][] = codes.value.flatMap((code) => {
        const title = titleByCode(context.db, code);
        if (!title) return [];
        const links = title.links.map((link) => {
          const restrito = isRestrictedLink(link.url);
          return {
            seq_paragrafo: link.seq_paragrafo,
            url: restrito ? null : link.url,
            descricao: link.descricao,
            restrito,
          };
        });
        return [{ cod_acervo: code, links }];
      });
      return HttpResponse.json(answer);
    }),
    route(
      'post',
      '/vinculos/acesso-restrito/:id/s/:seq',
      'createRestrictedAccess',
      'any',
      async (request, _url, params) => {
        const body = await readBody<Schemas['ClientInfo']>(request, clientInfoRules);
        if (!body.ok) return body.answer;
        const title = titleOfPath(context, params.id);
        if (!title.ok) return title.answer;
        const seq = String(params.seq);
        const link = /^\d{1,9}$/.test(seq)
          ? title.value.links.find((item) => item.seq_paragrafo === Number(seq))
          : undefined;
        if (!/^\d{1,9}$/.test(seq) || Number(seq) < 1)
          return badRequest([{ field: 'seq', message: 'must be a positive integer' }]);
        if (!link) return notFound('Link não encontrado');
        let answer: Schemas['RestrictedAccessAnswer'];
        if (!isRestrictedLink(link.url)) {
          answer = { url: link.url, provedor_externo: false, dados: null };
        } else {
          const token = context.tokens.verify(request.headers.get('Authorization'));
          if (token?.kind !== 'patron') return forbidden();
          const patron = findPatron(context, patronOf(context, request));
          if (title.value.cod_tipo_obra === EBOOK_TYPE) {
            // The e-book provider identifies patrons by their tax number.
            if (!patron?.dados.cpf) return refusal(LINK_KEYS.noTaxNumber);
            answer = {
              url: null,
              provedor_externo: true,
              dados: {
                rota: `/${EBOOK_PROVIDER_ROUTE}`,
                cod_acervo: title.value.cod_acervo,
                isbn: title.value.isbn,
                seq_paragrafo: link.seq_paragrafo,
              },
            };
          } else {
            answer = {
              url: `${PROXY}${encodeURIComponent(link.url)}`,
              provedor_externo: false,
              dados: null,
            };
          }
        }
        return HttpResponse.json(answer);
      },
    ),
    route(
      'post',
      '/vinculos/estatistica-acesso',
      'createAccessStatistic',
      'any',
      async (request) => {
        const body = await readBody<Schemas['AccessStatistic']>(request, accessStatisticRules);
        if (!body.ok) return body.answer;
        const { cod_acervo, seq_paragrafo, url, user_id, browser, device, os } = body.value;
        const title = titleByCode(context.db, cod_acervo);
        if (!title) return badRequest([{ field: 'cod_acervo', message: 'unknown title' }]);
        if (!title.links.some((link) => link.seq_paragrafo === seq_paragrafo))
          return badRequest([{ field: 'seq_paragrafo', message: 'the title has no such link' }]);
        await context.db.accessStatistics.create({
          id: nextCode(context.db.accessStatistics.all(), (row) => row.id, 0),
          cod_acervo,
          seq_paragrafo,
          url,
          user_id: user_id ?? null,
          browser,
          device,
          os,
          data_hora: isoNow(context),
        });
        return HttpResponse.json(
          { message: 'Acesso registrado' } satisfies Schemas['MessageAnswer'],
          { status: 201 },
        );
      },
    ),
    route('get', '/vinculos/abnt/:id', 'getAbntReference', 'any', (_request, _url, params) => {
      const title = titleOfPath(context, params.id);
      if (!title.ok) return title.answer;
      return HttpResponse.json({
        referencia: abntReference(title.value, getReferenceToday()).html,
      } satisfies Schemas['AbntReference']);
    }),
    route(
      'get',
      '/vinculos/target/:id',
      'getStandardsProviderLink',
      'any',
      (_request, _url, params) => {
        const title = titleOfPath(context, params.id);
        if (!title.ok) return title.answer;
        if (!atStandardsProvider(title.value)) return refusal(LINK_KEYS.standardsUnavailable);
        return HttpResponse.json({
          url: `${STANDARDS_PROVIDER}${title.value.cod_acervo}`,
        } satisfies Schemas['UrlAnswer']);
      },
    ),
    route('post', '/vinculos/grupoa', 'createEbookProviderAccess', 'patron', async (request) => {
      const body = await readBody<Schemas['GrupoARequest']>(request, ebookRules);
      if (!body.ok) return body.answer;
      const patron = findPatron(context, patronOf(context, request));
      if (!patron?.dados.cpf) return refusal(LINK_KEYS.noTaxNumber);
      if (!PROVIDER_SESSION.test(body.value.sessionid.trim()))
        return refusal(LINK_KEYS.providerDenied);
      const url = `${EBOOK_PROVIDER}?session=${encodeURIComponent(body.value.sessionid.trim())}&user=${patron.cod_pessoa}`;
      return HttpResponse.json({ url } satisfies Schemas['UrlAnswer']);
    }),
  ];
}

/**
 * Covers of `link_capa` (/covers/{cod_acervo}.svg): a plain asset, not an /api call, so it is
 * outside the contract, needs no token (an <img> sends none) and no QA scenario applies.
 */
export function coverHandlers(context: MockContext) {
  return [
    http.get('*/covers/:file', ({ params }) => {
      const match = /^(\d{1,9})\.svg$/.exec(String(params.file));
      const title = match ? titleByCode(context.db, Number(match[1])) : undefined;
      if (!title?.link_capa)
        return new HttpResponse('Not found', {
          status: 404,
          headers: { 'Content-Type': 'text/plain' },
        });
      return new HttpResponse(coverSvg(title), {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
  ];
}
