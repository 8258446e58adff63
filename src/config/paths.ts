import type ptPersonalArea from '../../locales/pt/personal-area.json';

/**
 * Every route of the app (spec section 2) and its href builder, in the spec's matching order.
 * Names the spec leaves as placeholders are our choices, recorded in docs/app-reference.md.
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

/** A fixed address under the personal area: its route pattern and its href. */
const areaPath = (subpath: string) => {
  const path = `/${personalAreaPrefix}/${subpath}`;
  return { pattern: path, href: () => path };
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
  /** An activity's public page with its notice (spec section 7, `atividade/{id}`; our address). */
  activity: { pattern: '/atividades/:id', href: (id: number | string) => `/atividades/${id}` },
  /** An activity's notice alone (`atividade/{id}/informativo`). */
  activityNotice: {
    pattern: '/atividades/:id/informativo',
    href: (id: number | string) => `/atividades/${id}/informativo`,
  },
  /**
   * Privacy and data protection for everyone, signed in or not: the footer's link
   * (`link_lgpd`) opens it. The personal area's page adds the account's own choices.
   */
  publicPrivacy: { pattern: '/privacidade', href: () => '/privacidade' },
  /** Opening hours per campus (`atendimento/{campus}`); the chosen campus is `?campus=`. */
  openingHours: {
    pattern: '/horarios',
    href: (campus?: number) => withQuery('/horarios', { campus: campus?.toString() }),
  },
  /** Events of the events platform (`eventos_eventum`). */
  events: { pattern: '/eventos', href: () => '/eventos' },
  personalAreaApp: areaPath('app'),
  personalArea: {
    pattern: `/${personalAreaPrefix}`,
    href: (subpath = '') => `/${personalAreaPrefix}${subpath ? `/${subpath}` : ''}`,
  },
  /** Personal area, Exchange users: user swap and change of login (menu registry `exchangeUsers`). */
  userSwap: areaPath('troca-usuario'),
  /** Personal area, Loan: current loans (menu registry `loan`). */
  loans: areaPath('emprestimos'),
  /** Personal area, Loan: the loan history, a page of the Loan screen. */
  loanHistory: areaPath('emprestimos/historico'),
  /** Personal area, Renewal (menu registry `renewal`). */
  renewal: areaPath('renovacao'),
  /** Personal area, Get token: the loan token (menu registry `getToken`). */
  loanToken: areaPath('token'),
  /** Personal area, Holds: current holds, cancelling them (menu registry `holds`). */
  holds: areaPath('reservas'),
  /** Personal area, the hold history (a page of the `holds` entry). */
  holdHistory: areaPath('reservas/historico'),
  /** Personal area, Debit: open debts and the payment slip (menu registry `debit`). */
  debts: areaPath('debitos'),
  /** Personal area, Deviation: suspensions (menu registry `deviation`). */
  deviations: areaPath('suspensoes'),
  /** Personal area, No-debts declaration (menu registry `noDebts`). */
  noDebts: areaPath('nada-consta'),
  /** Personal area, Requests: every request of the patron by type and status (menu registry `requests`). */
  requests: areaPath('solicitacoes'),
  /** Personal area, Query loan requests (menu registry `loanRequests`). */
  loanRequests: areaPath('solicitacoes-emprestimo'),
  /** Personal area, Bibliographic switching: copy of an article, thesis or part of a document. */
  bibliographicSwitching: areaPath('comutacao-bibliografica'),
  /** Personal area, Bibliographic survey (menu registry `bibliographicSurvey`). */
  bibliographicSurvey: areaPath('levantamento-bibliografico'),
  /** Personal area, Catalogue card for a thesis (menu registry `catalogSheet`). */
  catalogSheet: areaPath('ficha-catalografica'),
  /** Personal area, Specialized search by a librarian (menu registry `specializedSearch`). */
  specializedSearch: areaPath('pesquisa-especializada'),
  /** Personal area, Inter-library loan (not in the spec menu; our entry `interLibraryLoan`). */
  interLibraryLoan: areaPath('emprestimo-entre-bibliotecas'),
  /** Personal area, Alerts (menu registry `alerts`). */
  alerts: areaPath('alertas'),
  /** Personal area, Personal data (menu registry `personalData`). */
  personalData: areaPath('dados-pessoais'),
  /** Personal area, Change password (not in the spec menu; our entry `changePassword`). */
  changePassword: areaPath('senha'),
  /** Personal area, Paper post: the hand-off to the work-posting system (menu registry `paperPost`). */
  paperPost: areaPath('postagem-trabalhos'),
  /** Personal area, Privacy and data protection (menu registry `privacy`). */
  privacy: areaPath('privacidade'),
  /** Personal area, My comments on titles (not in the spec menu; our entry `myComments`). */
  myComments: areaPath('comentarios'),
  /** Personal area, Interest profile: periodicals and work types (menu registry `interestProfile`). */
  interestProfile: areaPath('perfil-interesse'),
  /** Personal area, Areas of interest: areas, authors, subjects (menu registry `areasOfInterest`). */
  areasOfInterest: areaPath('areas-interesse'),
  /** Personal area, Check titles: last month's titles matching the profile (`checkTitles`). */
  checkTitles: areaPath('consultar-titulos'),
  /** Personal area, Permanent basket (menu registry `permanentBasket`). */
  permanentBasket: areaPath('cesta-permanente'),
  /** Personal area, Acquisition: suggestion query (menu registry `acquisitionSuggestions`). */
  acquisitionSuggestions: areaPath('aquisicao/sugestoes'),
  /** Personal area, Acquisition: purchase orders (menu registry `purchaseOrders`). */
  purchaseOrders: areaPath('aquisicao/pedidos'),
  /** Personal area, Acquisition: research databases (menu registry `acquisitionDatabase`). */
  acquisitionDatabase: areaPath('aquisicao/bases-dados'),
  /** Personal area, Acquisition: statistics (menu registry `acquisitionStatistics`). */
  acquisitionStatistics: areaPath('aquisicao/estatisticas'),
  /** Personal area, Titles totals (menu registry `titlesTotals`). */
  titlesTotals: areaPath('totais-titulos'),
  /** Personal area, Teaching plan: course bibliographies (menu registry `teachingPlan`). */
  teachingPlan: areaPath('plano-ensino'),
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
 * the detail tab a `/acervo/:codAcervo/<tab>` route opens, named after the record in the document
 * title and read by the title page with `useMatches()` because each tab is its own exact route
 * (spec section 2).
 */
export interface RouteHandle {
  titleKey?: PageTitleKey;
  titleTab?: TitleTab;
  /** A page of a screen with an address of its own (the loan history), named before the screen. */
  titleSubpage?: 'history';
}

/**
 * A matched route's handle facts: its `handle` (the data router's routes each have their own) and
 * what its loader's data adds (framework mode, where one route module serves several routes and so
 * has one handle: a title's tabs, src/app/framework/routes/title.tsx, and the personal area's
 * screens, personal-area-screen.tsx, name theirs in their data).
 */
export const routeHandleOf = (match: { handle: unknown; loaderData?: unknown }): RouteHandle => {
  const handle = (match.handle ?? {}) as RouteHandle;
  const fromLoader = (match.loaderData ?? {}) as RouteHandle;
  return {
    titleKey: handle.titleKey ?? fromLoader.titleKey,
    titleTab: handle.titleTab ?? fromLoader.titleTab,
    titleSubpage: handle.titleSubpage ?? fromLoader.titleSubpage,
  };
};

/**
 * The detail tab of the deepest matched route, for the title page (`useMatches()` result): named
 * by the route's `handle` (the data router) or by its loader's data (framework mode:
 * `routeHandleOf`).
 */
export const titleTabOfMatches = (
  matches: readonly { handle: unknown; loaderData?: unknown }[],
): TitleTab | undefined => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const tab = match && routeHandleOf(match).titleTab;
    if (tab) return tab;
  }
  return undefined;
};
