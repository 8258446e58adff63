/**
 * Every route of the app (spec section 2) and its href builder, in the spec's matching order.
 * Names the spec leaves as placeholders are our choices, recorded in the README.
 */
export const personalAreaPrefix = 'meu-portal';

export const titleTabs = [
  'referencia',
  'marc',
  'exemplares',
  'dublin-core',
  'reserva',
  'solicitacao-emprestimo',
  'colecao-kardex',
  'sumarios',
  'sumarios-livros',
  'dados-estatisticos',
  'acervo-fechado',
] as const;
export type TitleTab = (typeof titleTabs)[number];

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { pattern: '/', href: () => '/' },
  guide: { pattern: '/:guia', href: (guia: string) => `/${encodeURIComponent(guia)}` },
  login: {
    pattern: '/login',
    href: (redirect?: string) => withQuery('/login', { redirect }),
  },
  logout: { pattern: '/sair', href: () => '/sair' },
  redirectPage: { pattern: '/redirecionamento', href: () => '/redirecionamento' },
  oauthResponse: { pattern: '/oauth-response', href: () => '/oauth-response' },
  samlResponse: { pattern: '/saml-response', href: () => '/saml-response' },
  ebookProviderA: { pattern: '/livros-digitais-a', href: () => '/livros-digitais-a' },
  ebookProviderB: { pattern: '/livros-digitais-b', href: () => '/livros-digitais-b' },
  basket: { pattern: '/cesta', href: () => '/cesta' },
  personalAreaApp: {
    pattern: `/${personalAreaPrefix}/app`,
    href: () => `/${personalAreaPrefix}/app`,
  },
  personalArea: {
    pattern: `/${personalAreaPrefix}`,
    href: (subpath = '') => `/${personalAreaPrefix}${subpath ? `/${subpath}` : ''}`,
  },
  title: {
    pattern: '/acervo/:codAcervo',
    href: (codAcervo: number | string, tab?: TitleTab) =>
      `/acervo/${codAcervo}${tab ? `/${tab}` : ''}`,
  },
  authority: {
    pattern: '/autoridade/:codAutoridade',
    href: (codAutoridade: number | string) => `/autoridade/${codAutoridade}`,
  },
  authorityMarc: {
    pattern: '/autoridade/:codAutoridade/marc',
    href: (codAutoridade: number | string) => `/autoridade/${codAutoridade}/marc`,
  },
} as const;

export const isPersonalAreaPath = (pathname: string) =>
  pathname === `/${personalAreaPrefix}` || pathname.startsWith(`/${personalAreaPrefix}/`);
