import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { paths } from '../../config/paths';
import { authorityQueries } from '../../features/authority/api/authority-queries';
import { titleQueries } from '../../features/title/api/title-queries';
import { catalogueHead } from './catalogue-head';
import {
  authorityStructuredData,
  titleCitation,
  titleDescription,
  titleStructuredData,
  type HeadFacts,
} from './record-head';

/*
 * What machines read in a record page's head (title, description, canonical and language
 * alternates, Open Graph, `citation_*`, JSON-LD), from the answers the page's loader put in a
 * query client: for framework mode's route modules (their `meta`, src/app/framework/head-meta.ts),
 * from the request's client on the server and the browser's on a navigation. Nothing here needs
 * Node.
 * A page that is no record has catalogue-head.ts's.
 */

/** A title's head, on its page and each of its tabs (the canonical is the record's own). */
export function titleHead(url: URL, code: number, queryClient: QueryClient, i18n: i18n): HeadFacts {
  const generic = catalogueHead(url, queryClient, i18n);
  const title = queryClient.getQueryData(titleQueries.detail(code).queryKey);
  if (!title) return generic;
  const copies = queryClient.getQueryData(titleQueries.copies(code).queryKey);
  const address = new URL(paths.title.href(code), url).href;
  const image = title.link_capa ? new URL(title.link_capa, url).href : undefined;
  return {
    title: `${title.titulo} · ${generic.title}`,
    description: titleDescription(title),
    canonical: address,
    type: 'book',
    image,
    citation: titleCitation(title, address),
    structuredData: titleStructuredData(title, { address, copies, image }),
  };
}

/** An authority's head (its record and MARC view). */
export function authorityHead(
  url: URL,
  code: number,
  queryClient: QueryClient,
  i18n: i18n,
): HeadFacts {
  const generic = catalogueHead(url, queryClient, i18n);
  const authority = queryClient.getQueryData(authorityQueries.detail(code).queryKey);
  if (!authority) return generic;
  const address = new URL(paths.authority.href(code), url).href;
  return {
    title: `${authority.cabecalho} · ${generic.title}`,
    description: [authority.desc_tipo, authority.cabecalho].filter(Boolean).join(': '),
    canonical: generic.canonical,
    type: authority.tipo === 'autor_pessoa' ? 'profile' : 'website',
    structuredData: authorityStructuredData(authority, address),
  };
}
