import type ptPersonalArea from '../../locales/pt/personal-area.json';

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
  /** Our accessibility statement (not in the spec; public sites in Brazil and the EU publish one). */
  accessibilityStatement: { pattern: '/acessibilidade', href: () => '/acessibilidade' },
  personalAreaApp: {
    pattern: `/${personalAreaPrefix}/app`,
    href: () => `/${personalAreaPrefix}/app`,
  },
  personalArea: {
    pattern: `/${personalAreaPrefix}`,
    href: (subpath = '') => `/${personalAreaPrefix}${subpath ? `/${subpath}` : ''}`,
  },
  /** Personal area, Exchange users: user swap and change of login (menu registry `exchangeUsers`). */
  userSwap: {
    pattern: `/${personalAreaPrefix}/troca-usuario`,
    href: () => `/${personalAreaPrefix}/troca-usuario`,
  },
  /** Personal area, Loan: current loans (menu registry `loan`). */
  loans: {
    pattern: `/${personalAreaPrefix}/emprestimos`,
    href: () => `/${personalAreaPrefix}/emprestimos`,
  },
  /** Personal area, Loan: the loan history, a page of the Loan screen. */
  loanHistory: {
    pattern: `/${personalAreaPrefix}/emprestimos/historico`,
    href: () => `/${personalAreaPrefix}/emprestimos/historico`,
  },
  /** Personal area, Renewal (menu registry `renewal`). */
  renewal: {
    pattern: `/${personalAreaPrefix}/renovacao`,
    href: () => `/${personalAreaPrefix}/renovacao`,
  },
  /** Personal area, Get token: the loan token (menu registry `getToken`). */
  loanToken: {
    pattern: `/${personalAreaPrefix}/token`,
    href: () => `/${personalAreaPrefix}/token`,
  },
  /** Personal area, Holds: current holds, cancelling them (menu registry `holds`). */
  holds: {
    pattern: `/${personalAreaPrefix}/reservas`,
    href: () => `/${personalAreaPrefix}/reservas`,
  },
  /** Personal area, the hold history (a page of the `holds` entry). */
  holdHistory: {
    pattern: `/${personalAreaPrefix}/reservas/historico`,
    href: () => `/${personalAreaPrefix}/reservas/historico`,
  },
  /** Personal area, Debit: open debts and the payment slip (menu registry `debit`). */
  debts: {
    pattern: `/${personalAreaPrefix}/debitos`,
    href: () => `/${personalAreaPrefix}/debitos`,
  },
  /** Personal area, Deviation: suspensions (menu registry `deviation`). */
  deviations: {
    pattern: `/${personalAreaPrefix}/suspensoes`,
    href: () => `/${personalAreaPrefix}/suspensoes`,
  },
  /** Personal area, No-debts declaration (menu registry `noDebts`). */
  noDebts: {
    pattern: `/${personalAreaPrefix}/nada-consta`,
    href: () => `/${personalAreaPrefix}/nada-consta`,
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

/** Keys of the `personal-area` namespace that name a page in the document title. */
export type PageTitleKey =
  `pages.${keyof typeof ptPersonalArea.pages}` | `menu.${keyof typeof ptPersonalArea.menu}`;

/**
 * What a route tells the shell about itself (react-router's `handle`). `titleKey` names the page
 * in the document title (a key of the `personal-area` namespace's `pages` group); `titleTab` is
 * the detail tab a `/acervo/:codAcervo/<tab>` route opens, read by the title page with
 * `useMatches()` because each tab is its own exact route (spec section 2).
 */
export interface RouteHandle {
  titleKey?: PageTitleKey;
  titleTab?: TitleTab;
}

/** The detail tab of the deepest matched route, for the title page (`useMatches()` result). */
export const titleTabOfMatches = (
  matches: readonly { handle: unknown }[],
): TitleTab | undefined => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleTab) return handle.titleTab;
  }
  return undefined;
};
