import type {
  Book,
  CreativeWork,
  DefinedTerm,
  ItemAvailability,
  Offer,
  Periodical,
  Person,
  Thesis,
  WithContext,
} from 'schema-dts';
import type { Authority, Copy, Title } from '../../api/generated/model';

/**
 * What machines read in a public page's `<head>` (issue 33): its title and description, the
 * canonical address and its languages (`hreflang`), link previews (Open Graph, Twitter) and, on
 * a title, schema.org's JSON-LD. Built on the server from the answers the page rendered with.
 */
export interface HeadFacts {
  title: string;
  description?: string;
  /** The page's canonical address, absolute, without the `lng` parameter. */
  canonical: string;
  /** `og:type`. */
  type: 'website' | 'book' | 'profile';
  image?: string;
  /**
   * Highwire Press `citation_*` tags of a title (name, content; a name may repeat): the embedded
   * metadata that reference managers (Zotero's and Mendeley's translators) read from a page.
   */
  citation?: [string, string][];
  /** schema.org JSON-LD, when the page is a record. */
  structuredData?: WithContext<CreativeWork> | WithContext<Person> | WithContext<DefinedTerm>;
}

/** The languages a page exists in, with the `lng` value that opens it in each. */
export const pageLanguages = [
  { lng: 'pt', hreflang: 'pt-BR' },
  { lng: 'en', hreflang: 'en' },
  { lng: 'es', hreflang: 'es' },
] as const;

/** JSON inside `<script>`: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** An address with its language: `lng` is how the app opens a page in a language. */
export function withLanguage(address: string, lng: string): string {
  const url = new URL(address);
  url.searchParams.set('lng', lng);
  return url.href;
}

/** The canonical form of a page's address: its origin and path, and its query less `lng`. */
export function canonicalAddress(url: URL): string {
  const canonical = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams)
    if (name !== 'lng') canonical.searchParams.append(name, value);
  return canonical.href;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type RecordType = 'Book' | 'Periodical' | 'Thesis' | 'Map' | 'VideoObject' | 'Audiobook';

/**
 * schema.org's type for a material type. The codes are each institution's own, so the type is
 * read from the material's name (in any of the three languages); what matches none is a
 * `CreativeWork`.
 */
export function schemaTypeOf(materialName: string): RecordType | 'CreativeWork' {
  const name = folded(materialName);
  const rules: [RegExp, RecordType][] = [
    [/audiolivro|audiobook|audiolibro/, 'Audiobook'],
    [/periodic|revista|journal|serial|magazine/, 'Periodical'],
    [/tese|dissertac|trabalho de conclusao|thesis|dissertation|tesis|disertac/, 'Thesis'],
    [/mapa|\bmap/, 'Map'],
    [/video|filme|film|pelicula/, 'VideoObject'],
    [/livro|e-?book|book|libro|anais|proceedings|actas/, 'Book'],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? 'CreativeWork';
}

/** An author heading as catalogued ("Assis, Machado de, 1839-1908") as a person's name. */
export function personName(heading: string): string {
  const parts = heading
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^\d{3,4}-?(\d{3,4})?\.?$/.test(part));
  const [family, given] = parts;
  return given ? `${given.replace(/[.,]$/, '')} ${family}` : (family ?? heading);
}

/** The first year in a catalogued date ("c2019.", "[1998?]"). */
const yearOf = (published: string | null | undefined) => /\d{4}/.exec(published ?? '')?.[0];

/** The publisher's name from "Place : Publisher". */
const publisherOf = (imprint: string | null | undefined) =>
  imprint ? (imprint.split(':').at(-1)?.trim() ?? imprint) : undefined;

/** A copy's status as schema.org availability. */
const availabilityOf = (copy: Copy): ItemAvailability =>
  copy.situacao === 'disponivel'
    ? 'https://schema.org/InStoreOnly'
    : copy.situacao === 'reservado'
      ? 'https://schema.org/LimitedAvailability'
      : 'https://schema.org/OutOfStock';

/** The libraries' copies as offers to borrow: one per library, with its best availability. */
function offersOf(copies: readonly Copy[], pageAddress: string): Offer[] {
  const byLibrary = new Map<number, Copy[]>();
  for (const copy of copies)
    byLibrary.set(copy.cod_biblioteca, [...(byLibrary.get(copy.cod_biblioteca) ?? []), copy]);
  return [...byLibrary.values()].map((held) => {
    const best = held.find((copy) => copy.situacao === 'disponivel') ?? held[0];
    return {
      '@type': 'Offer',
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      price: 0,
      url: pageAddress,
      availability: best ? availabilityOf(best) : 'https://schema.org/OutOfStock',
      offeredBy: { '@type': 'Library', name: held[0]?.desc_biblioteca ?? '' },
      ...(best?.chamada ? { sku: best.chamada } : {}),
    };
  });
}

/** The title's JSON-LD (schema.org), typed by its material. */
export function titleStructuredData(
  title: Title,
  { address, copies, image }: { address: string; copies?: readonly Copy[]; image?: string },
): WithContext<CreativeWork> {
  const type = schemaTypeOf(title.desc_tipo_obra);
  const authors = [title.autor, ...(title.outros_autores ?? [])]
    .filter((name): name is string => Boolean(name))
    .map((name): Person => ({ '@type': 'Person', name: personName(name) }));
  const base = {
    '@context': 'https://schema.org' as const,
    '@id': address,
    url: address,
    name: title.titulo,
    ...(authors.length ? { author: authors } : {}),
    ...(title.assunto?.length ? { about: title.assunto, keywords: title.assunto.join(', ') } : {}),
    ...(publisherOf(title.editora)
      ? { publisher: { '@type': 'Organization' as const, name: publisherOf(title.editora) ?? '' } }
      : {}),
    ...(yearOf(title.ano_publicacao) ? { datePublished: yearOf(title.ano_publicacao) } : {}),
    ...(title.idioma ? { inLanguage: title.idioma_desc ?? title.idioma } : {}),
    ...(title.edicao ? { version: title.edicao } : {}),
    ...(image ? { image } : {}),
    ...(copies?.length ? { offers: offersOf(copies, address) } : {}),
  };
  const isbn = title.isbn?.[0];
  const issn = title.issn?.[0];
  if (type === 'Book' || type === 'Audiobook') {
    const book: WithContext<Book> = {
      ...base,
      '@type': type === 'Audiobook' ? 'Audiobook' : 'Book',
      ...(isbn ? { isbn } : {}),
      ...(title.edicao ? { bookEdition: title.edicao } : {}),
      ...(title.descricao_fisica ? { numberOfPages: pagesOf(title.descricao_fisica) } : {}),
    };
    return book;
  }
  if (type === 'Periodical') {
    const periodical: WithContext<Periodical> = {
      ...base,
      '@type': 'Periodical',
      ...(issn ? { issn } : {}),
    };
    return periodical;
  }
  if (type === 'Thesis') {
    const thesis: WithContext<Thesis> = { ...base, '@type': 'Thesis' };
    return thesis;
  }
  return { ...base, '@type': type };
}

/** "256 p. : il. ; 21 cm" → 256. */
function pagesOf(physical: string): number | undefined {
  const pages = /(\d+)\s*(p\b|f\b|pages|páginas|paginas)/i.exec(physical)?.[1];
  return pages ? Number(pages) : undefined;
}

/** An authority's JSON-LD: a person for a personal name, else a defined term. */
export function authorityStructuredData(
  authority: Authority,
  address: string,
): WithContext<Person> | WithContext<DefinedTerm> {
  if (authority.tipo === 'autor_pessoa')
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': address,
      url: address,
      name: personName(authority.cabecalho),
      ...(authority.remissivas_ver?.length ? { alternateName: authority.remissivas_ver } : {}),
    };
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    '@id': address,
    url: address,
    name: authority.cabecalho,
    ...(authority.remissivas_ver?.length ? { alternateName: authority.remissivas_ver } : {}),
  };
}

/** A title's `citation_*` tags (Highwire Press), for reference managers. */
export function titleCitation(title: Title, address: string): [string, string][] {
  const tags: [string, string | null | undefined][] = [
    ['citation_title', title.titulo],
    ...[title.autor, ...(title.outros_autores ?? [])]
      .filter((name): name is string => Boolean(name))
      .map((name): [string, string] => ['citation_author', name.replace(/,\s*[\d-]+\.?$/, '')]),
    ['citation_publisher', publisherOf(title.editora)],
    ['citation_publication_date', yearOf(title.ano_publicacao)],
    ...(title.isbn ?? []).map((isbn): [string, string] => ['citation_isbn', isbn]),
    ...(title.issn ?? []).map((issn): [string, string] => ['citation_issn', issn]),
    ['citation_language', title.idioma],
    ['citation_public_url', address],
  ];
  return tags.filter((tag): tag is [string, string] => Boolean(tag[1]));
}

/** The record's one-line description: authors, imprint and year, material type. */
export function titleDescription(title: Title): string {
  return [
    title.autor ? personName(title.autor) : null,
    title.editora,
    title.ano_publicacao,
    title.desc_tipo_obra,
  ]
    .filter(Boolean)
    .join(' · ');
}
