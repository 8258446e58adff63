import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { unansweredTitle } from '../../playwright.server.config';
import { storeSettingsOnce } from '../e2e/support/accessibility';
import { signInRemembered } from './support/sign-in';

/*
 * Issue 33: the production server (src/app/framework/) renders the public pages per request with
 * their data, for machines that run no JavaScript (search engines, link previews, reference
 * managers) and for people, whose browser then hydrates the same markup.
 */

const hydrationTrouble = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** A public token from the API behind the server, to compare the pages with its answers. */
async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post('/api/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: 'catalogo-publico',
      client_secret: 'catalogo-publico',
    },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const answer = await request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** The page's text as a crawler reads it: the markup's, without scripts and templates. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<template[\s\S]*?<\/template>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

interface Title {
  titulo: string;
  autor: string | null;
  editora: string | null;
  ano_publicacao: string | null;
  isbn?: string[];
  link_capa: string | null;
}
interface Copy {
  desc_biblioteca: string;
  cod_biblioteca: number;
}

test('a title address is its record in HTML: title, authors, copies and comments, without JavaScript', async ({
  request,
}) => {
  const answer = await request.get('/acervo/7');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const title = await apiGet<Title>(request, '/acervo/7');
  const copies = await apiGet<Copy[]>(request, '/acervo/7/exemplares');
  const text = textOf(html);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title.titulo}</h1>`));
  expect(text).toContain(title.autor ?? '');
  for (const copy of copies) expect(text).toContain(copy.desc_biblioteca);
  expect(html).toContain(`<title>${title.titulo} · Catálogo on-line · UFX</title>`);
  // What readers wrote, below the tabs, is the record page's too.
  const comments = await apiGet<{ data: { comentario: string }[] }>(
    request,
    '/comentarios/acervo/7?page=1',
  );
  expect(comments.data.length).toBeGreaterThan(0);
  for (const comment of comments.data) expect(text).toContain(comment.comentario);
});

test('the opening hours are in the HTML: the first campus without a choice, the chosen one with it', async ({
  request,
}) => {
  const { data: campuses } = await apiGet<{
    data: { cod_campus: number; nome_campus: string }[];
  }>(request, '/campus');
  const [first, other] = campuses;
  for (const [path, campus] of [
    ['/horarios', first],
    [`/horarios?campus=${other?.cod_campus}`, other],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    // The table of that campus's week, rows and all, not a placeholder for the browser to fill.
    expect(html).toContain(`aria-label="Horários de atendimento: ${campus?.nome_campus}"`);
    expect(textOf(html)).toMatch(/Segunda-feira .*Domingo/);
  }
});

test('an activity, its notice and the upcoming events are in the HTML', async ({ request }) => {
  // Activity 8 is the one the mock's institution wrote a notice for.
  const activity = await apiGet<{ descricao: string }>(request, '/parametros/atividade/8');
  const notice = await apiGet<{ texto: string }>(request, '/parametros/atividade/8/informativo');
  expect(textOf(notice.texto).trim()).not.toBe('');
  for (const [path, heading] of [
    ['/atividades/8', activity.descricao],
    ['/atividades/8/informativo', `Informativo: ${activity.descricao}`],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(textOf(html)).toContain(textOf(notice.texto).trim());
  }
  const events = await apiGet<{ titulo: string }[]>(request, '/parametros/eventos_eventum');
  expect(events.length).toBeGreaterThan(0);
  const answer = await request.get('/eventos');
  expect(answer.status()).toBe(200);
  const text = textOf(await answer.text());
  for (const event of events) expect(text).toContain(event.titulo);
});

test('the title page carries schema.org JSON-LD, link previews, its canonical address and its languages', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/acervo/7?lng=en')).text();
  const title = await apiGet<Title>(request, '/acervo/7');
  const copies = await apiGet<Copy[]>(request, '/acervo/7/exemplares');
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeTruthy();
  const record = JSON.parse(json ?? '{}') as Record<string, unknown>;
  const address = `${baseURL}/acervo/7`;
  expect(record['@context']).toBe('https://schema.org');
  expect(record['@type']).toBe('Book');
  expect(record.name).toBe(title.titulo);
  expect(record.url).toBe(address);
  expect(record.datePublished).toBe(/\d{4}/.exec(title.ano_publicacao ?? '')?.[0]);
  expect((record.author as { name: string }[])[0]?.name).toBe('Machado de Assis');
  expect((record.publisher as { name: string }).name).toBe(
    title.editora?.split(':').at(-1)?.trim(),
  );
  const offers = record.offers as { offeredBy: { name: string }; availability: string }[];
  expect(new Set(offers.map((offer) => offer.offeredBy.name))).toEqual(
    new Set(copies.map((copy) => copy.desc_biblioteca)),
  );
  for (const offer of offers) expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);

  expect(metaContent(html, 'property', 'og:type')).toBe('book');
  expect(metaContent(html, 'property', 'og:title')).toContain(title.titulo);
  expect(metaContent(html, 'property', 'og:image')).toBe(`${baseURL}/covers/7.svg`);
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  // What reference managers read (Zotero's embedded-metadata translator).
  expect(metaContent(html, 'name', 'citation_title')).toBe(title.titulo);
  expect(metaContent(html, 'name', 'citation_author')).toBe('Assis, Machado de');
  // Each shape as it writes it: React ends a void element with `/>` and writes `hrefLang`.
  const link = (attributes: string) => new RegExp(`<link ${attributes} ?/>`, 'i');
  expect(html).toMatch(link(`rel="canonical" href="${address}"`));
  for (const [hreflang, lng] of [
    ['pt-BR', 'pt'],
    ['en', 'en'],
    ['es', 'es'],
  ])
    expect(html).toMatch(
      link(`rel="alternate" hreflang="${hreflang}" href="${address}\\?lng=${lng}"`),
    );
  // `?lng=en` renders the English page.
  expect(html).toMatch(/<html lang="en"/);
  expect(textOf(html)).toContain('Online catalogue');
});

test('the language comes from the address, then the cookie, then Accept-Language', async ({
  request,
}) => {
  const lang = async (path: string, headers: Record<string, string>) =>
    /<html lang="([^"]+)"/.exec(await (await request.get(path, { headers })).text())?.[1];
  expect(await lang('/autoridade/7', { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' })).toBe('es');
  expect(await lang('/autoridade/7', { 'Accept-Language': 'fr-FR, en;q=0.4' })).toBe('en');
  expect(await lang('/autoridade/7', { 'Accept-Language': 'es', Cookie: 'lng=en' })).toBe('en');
  expect(await lang('/autoridade/7?lng=pt', { Cookie: 'lng=en' })).toBe('pt-BR');
});

test('an unknown record or address answers 404 with the not-found page', async ({ request }) => {
  const unknownTitle = await request.get('/acervo/99999999');
  expect(unknownTitle.status()).toBe(404);
  expect(textOf(await unknownTitle.text())).toContain('Título não encontrado');
  const unknownAuthority = await request.get('/autoridade/99999999');
  expect(unknownAuthority.status()).toBe(404);
  expect(textOf(await unknownAuthority.text())).toContain('Autoridade não encontrada');
  const unknownPage = await request.get('/nao-existe/mesmo');
  expect(unknownPage.status()).toBe(404);
  expect(unknownPage.headers()['cache-control']).toBe('public, max-age=60');
});

test('a record the API does not answer in time is a 503 to come back to, in the catalogue’s layout', async ({
  request,
}) => {
  const answer = await request.get(`/acervo/${unansweredTitle}`);
  expect(answer.status()).toBe(503);
  expect(answer.headers()['retry-after']).toBe('30');
  // Not kept by a shared cache: the next visit asks the API again.
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const text = textOf(await answer.text());
  // The header and footer around the error page, in the status's own words.
  expect(text).toContain('Não foi possível abrir esta página');
  expect(text).toContain('(503 Service Unavailable)');
  expect(text).toContain('Declaração de acessibilidade');
});

test('the page is painted before the app’s code is asked for, and then hydrates', async ({
  page,
}) => {
  for (const path of ['/', '/acervo/7']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter(({ name }) => new URL(name).pathname.startsWith('/assets/'))
          .filter(({ name }) => name.endsWith('.js'))
          .map(({ startTime }) => startTime),
      ),
    }));
    expect(paint, path).toBeDefined();
    expect(firstScript, path).toBeGreaterThanOrEqual(paint!);
  }
});

test('a patron’s stored high contrast, zoom and bold text are the page’s from the first paint on', async ({
  page,
}) => {
  await storeSettingsOnce(page, { zoom: 40, negrito: true, cor: 'highContrast', escuro: false });
  // What the page's own inline script set, before any of the app's code has run.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/acervo/7');
  const html = page.locator('html');
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible();
  await expect(html).toHaveAttribute('data-color-scheme', 'highContrast');
  await expect(html).toHaveAttribute('data-zoom', '40');
  await expect(html).toHaveAttribute('data-bold-text', '');
  // And the app, once hydrated, keeps them.
  await page.unroute(/\/assets\/.*\.js$/);
  const problems = await watchHydration(page);
  await page.reload();
  await expect(html).toHaveAttribute('data-app-ready', '');
  await expect(html).toHaveAttribute('data-color-scheme', 'highContrast');
  await expect(html).toHaveAttribute('data-bold-text', '');
  expect(problems).toEqual([]);
});

test('the language bar’s choice renders this page and the next in it, on the server and after hydration', async ({
  page,
}) => {
  const problems = await watchHydration(page);
  await page.goto('/acervo/7');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const bar = page.getByRole('navigation', { name: 'Idioma' });
  await bar.locator('summary').click();
  await bar.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('lng') === 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dom Casmurro');
  await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible();
  // The next address has no `lng`: the choice travels in the cookie, and the server's HTML,
  // before any of the app's code, is already in English.
  const next = await page.request.get('/');
  expect(await next.text()).toContain('<html lang="en"');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the catalogue');
  expect(problems).toEqual([]);
});

test('every response has its own script nonce under a strict policy', async ({ request }) => {
  const [first, second] = await Promise.all([request.get('/'), request.get('/')]);
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const policies = [first, second].map((answer) => answer.headers()['content-security-policy']);
  expect(nonceOf(policies[0])).toBeTruthy();
  expect(nonceOf(policies[0])).not.toBe(nonceOf(policies[1]));
  expect(policies[0]).toContain("frame-ancestors 'none'");
  const html = await first.text();
  expect(html).not.toContain('http-equiv="Content-Security-Policy"');
  for (const script of html.matchAll(
    /<script(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g,
  ))
    expect(script[1]).toContain(`nonce="${nonceOf(policies[0])}"`);
  expect(first.headers()['strict-transport-security']).toBeTruthy();
  expect(first.headers()['cache-control']).toContain('stale-while-revalidate');
});

test('robots.txt opens records to search engines and closes search results and the personal area', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.headers()['content-type']).toContain('text/plain');
  expect(answer.headers()['cache-control']).toBe('public, max-age=3600');
  const robots = await answer.text();
  expect(robots).toContain('Disallow: /meu-portal');
  expect(robots).toContain('Disallow: /*?*termo=');
  expect(robots).toContain('Allow: /acervo/');
  expect(robots).toContain('Allow: /autoridade/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap index and its sitemaps are well-formed and list every public record', async ({
  request,
  page,
}) => {
  // About a hundred pages rendered one after another: 27 s in CI, past a minute on a busy machine.
  test.slow();
  const wellFormed = (xml: string) =>
    page.evaluate(
      (text) =>
        new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror')
          .length === 0,
      xml,
    );
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const indexAnswer = await request.get('/sitemap.xml');
  expect(indexAnswer.headers()['content-type']).toContain('application/xml');
  expect(indexAnswer.headers()['cache-control']).toBe('public, max-age=3600');
  const index = await indexAnswer.text();
  expect(await wellFormed(index)).toBe(true);
  const sitemaps = locs(index);
  expect(sitemaps.length).toBeGreaterThanOrEqual(2);
  const addresses: string[] = [];
  for (const sitemap of sitemaps) {
    const answer = await request.get(new URL(sitemap).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/xml');
    const xml = await answer.text();
    expect(await wellFormed(xml)).toBe(true);
    addresses.push(...locs(xml));
  }
  expect((await request.get('/sitemaps/nothing-1.xml')).status()).toBe(404);
  const titles = await apiGet<{ total: number }>(request, '/catalogo-publico/acervos?tamanho=1');
  const authorities = await apiGet<{ total: number }>(
    request,
    '/catalogo-publico/autoridades?tamanho=1',
  );
  expect(new Set(addresses).size).toBe(titles.total + authorities.total);
  for (const address of addresses) expect(address).toMatch(/\/(acervo|autoridade)\/\d+$/);
  // Rendering all of them takes minutes: every 97th address is opened (about a hundred pages).
  const sample = addresses.filter((_address, index) => index % 97 === 0);
  for (const address of sample)
    expect((await request.get(new URL(address).pathname)).status(), address).toBe(200);
});

/** What the page reports of a failed hydration, an uncaught error or a refused script, as it comes. */
async function watchHydration(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationTrouble.test(message.text()))
      problems.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`hydration test: CSP violation ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (message.text().includes('CSP violation')) problems.push(message.text());
  });
  return problems;
}

/**
 * Opens `path` with the app's code held back until the server's heading is marked, so the test
 * can tell a hydrated page (the heading kept) from one React threw away and rendered again.
 */
async function openHydrated(
  page: Page,
  path: string,
  { beforeHydrating }: { beforeHydrating?: () => Promise<unknown> } = {},
) {
  const problems = await watchHydration(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page
    .locator('h1')
    .first()
    .evaluate((heading) => heading.setAttribute('data-server', ''));
  await beforeHydrating?.();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.locator('h1').first()).toHaveAttribute('data-server', '');
  return problems;
}

for (const [name, path, heading] of [
  ['results', '/?termo=casmurro&tipo=livre', 'Pesquisar no acervo'],
  ['a title', '/acervo/7', 'Dom Casmurro'],
  ['a title tab', '/acervo/7/marc', 'Dom Casmurro'],
  ['an authority', '/autoridade/7', null],
  ['the home page', '/', 'Pesquisar no acervo'],
  ['the login page', '/login', 'Acesso'],
  ['an activity', '/atividades/8', 'Meu Portal'],
  ['the events page', '/eventos', 'Eventos'],
  ['the opening-hours page', '/horarios', 'Horários de atendimento'],
  ['the accessibility statement', '/acessibilidade', 'Declaração de acessibilidade'],
] as const)
  test(`${name} hydrates the server's markup without a mismatch and works`, async ({ page }) => {
    const problems = await openHydrated(page, path);
    if (heading) await expect(page.locator('h1').first()).toHaveText(heading);
    expect(problems).toEqual([]);
  });

test('a page of results comes whole: once hydrated, the browser asks the API only for start-up’s reads', async ({
  page,
}) => {
  // Covers, links, facets, other titles, summaries and standards are the server's answers, in
  // the markup and in the page's data: asking them again after hydrating was a re-render and a
  // long task per answer on a slow phone.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/?termo=romance&tipo=livre');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('ol > li img')).toHaveCount(20);
  const pageCalls = asked.filter(
    (pathname) => !pathname.startsWith('/api/oauth/') && !pathname.startsWith('/api/parametros/'),
  );
  expect(pageCalls).toEqual([]);
});

test('a signed-in patron’s hold tab: the page the server rendered gives way to the hold form, without an error', async ({
  page,
}) => {
  // The server renders every visitor's page anonymously; the browser hydrates that and then
  // renders the patron's parts.
  await signInRemembered(page, '/acervo/155/reserva');
  const problems = await watchHydration(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
  await expect(page.getByText(/^Suas reservas: \d+ \/ \d+$/)).toBeVisible();
  await expect(page.getByText('Para reservar este título, entre com seu usuário.')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('in the browser, a title opens from the results and a tab from the title, without an error', async ({
  page,
}) => {
  const problems: string[] = [];
  // The browser's own log of an API refusal the page shows as such (the mock's 422 for a title
  // without a standards provider's link) is not a fault of the page.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)));
  await page.goto('/?termo=casmurro&tipo=livre');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const result = page.locator('main a[href^="/acervo/"]').first();
  const address = await result.getAttribute('href');
  await result.click();
  await expect(page).toHaveURL((url) => url.pathname === address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'MARC' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${address}/marc`);
  await expect(page.getByRole('tab', { name: 'MARC', selected: true })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(problems).toEqual([]);
});

/** Where each part stands on the screen (its top and height, in CSS pixels). */
const placesOf = (parts: Locator[]) =>
  Promise.all(
    parts.map(async (part) => {
      const box = await part.boundingBox();
      return box && { top: Math.round(box.y), height: Math.round(box.height) };
    }),
  );

/**
 * The layout shifts of the page's document (the browser's `layout-shift` entries, their sum):
 * a part that moves and comes back, as a search form did when a style sheet came again after
 * hydration, ends where it began, but the reader saw it move.
 */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
}

// The server lays a page out for the screen the request comes from (a phone's hint or user
// agent), with the page's style sheets and the answers the page asks for once live: a reader
// sees nothing move when the app takes over.
for (const [name, device, path, parts] of [
  [
    'the home page on a phone',
    'Pixel 7',
    '/',
    (page: Page) => [
      page.getByRole('searchbox').first(),
      page.getByRole('main').getByRole('heading', { level: 2 }).first(),
    ],
  ],
  [
    'results on a phone',
    'Pixel 7',
    '/?termo=romance&tipo=livre',
    (page: Page) => [
      page.getByRole('banner'),
      page.getByText(/resultados para "romance"/),
      page.getByRole('button', { name: /Filtros/ }),
      page.getByRole('heading', { level: 3 }).first(),
      page.getByRole('heading', { level: 3 }).nth(1),
    ],
  ],
  [
    'results on a laptop',
    'Desktop Chrome',
    '/?termo=romance&tipo=livre',
    (page: Page) => [
      page.getByText(/resultados para "romance"/),
      page.getByRole('heading', { level: 3 }).first(),
      page.getByRole('heading', { level: 3 }).nth(1),
    ],
  ],
  [
    'a title on a laptop',
    'Desktop Chrome',
    '/acervo/7',
    (page: Page) => [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('img', { name: /Capa de/ }),
      page.getByRole('tablist').first(),
    ],
  ],
  [
    'the opening hours on a phone',
    'Pixel 7',
    '/horarios',
    (page: Page) => [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('heading', { name: 'Campus Central' }),
      page.getByRole('table', { name: /Horários de atendimento/ }),
    ],
  ],
  [
    'the events on a phone',
    'Pixel 7',
    '/eventos',
    (page: Page) => [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('list', { name: 'Próximos eventos' }),
      page.getByRole('list', { name: 'Próximos eventos' }).getByRole('heading').last(),
    ],
  ],
] as const)
  test.describe(() => {
    // Not the device's browser type: a group cannot change it (the project's Chromium it is).
    const { defaultBrowserType: _browser, ...screen } = devices[device];
    test.use(screen);
    test(`${name}: nothing moves when the app takes over the server's markup`, async ({ page }) => {
      let before: Awaited<ReturnType<typeof placesOf>> = [];
      const shifted = await watchLayoutShifts(page);
      const problems = await openHydrated(page, path, {
        beforeHydrating: async () => (before = await placesOf(parts(page))),
      });
      expect(before.every(Boolean), 'every part is in the server markup').toBe(true);
      // Live, with what the page asks for after its records (covers, other titles, facets).
      await page.waitForLoadState('networkidle');
      expect(await placesOf(parts(page))).toEqual(before);
      expect(await shifted(), 'layout shifts on the way').toBeLessThan(0.005);
      expect(problems).toEqual([]);
    });
  });

test('from results to a title and back, then signing in and the personal area, rendered in the browser', async ({
  page,
}) => {
  await openHydrated(page, '/?termo=casmurro&tipo=livre');
  await page.getByRole('link', { name: 'Dom Casmurro' }).first().click();
  await expect(page).toHaveURL(/\/acervo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dom Casmurro');
  await page.goBack();
  await expect(page.getByText(/resultados para "casmurro"/)).toBeVisible();

  await page.goto('/login?redirect=%2Fmeu-portal%2Femprestimos');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/meu-portal\/emprestimos$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A first load of a public page signed in: the server's markup is every visitor's, and once
  // hydrated the browser renders the patron's parts (the header greets the patron).
  await page.goto('/acervo/7');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByText(/^Olá, /)).toBeVisible();
});
