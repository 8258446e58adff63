import { expect, test, type Page } from './support/app-test';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Issue 39: what a patron came for is on the first screen, at a phone's and a laptop's size.
// The rules are measured in the browser, at the two sizes the issue names; each test prints
// what it measured, so a failure says by how much.

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const sizes = [
  { name: 'phone', width: 390, height: 844, firstResultTop: 400 },
  { name: 'desktop', width: 1280, height: 800, firstResultTop: 300 },
] as const;

const resultCount = (page: Page) => page.getByText(/^\d+ resultados? para/);

/** Waits until nothing on the page says it is loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

test('the first result’s title is near the top of the results, on a phone and a laptop', async ({
  page,
}) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/?termo=machado');
    await expect(resultCount(page)).toBeVisible(firstPaint);
    const first = page.locator('main ol h3').first();
    await expect(first).toBeVisible();
    const top = (await first.boundingBox())!.y;
    test.info().annotations.push({ type: `first result top, ${size.name}`, description: `${top}` });
    expect(top, `first result's title at ${size.width} px`).toBeLessThanOrEqual(
      size.firstResultTop,
    );
  }
});

test('on a title page, where the copies are and what to do are on the first screen', async ({
  page,
}) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/acervo/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
      firstPaint,
    );
    const block = page.getByRole('region', { name: 'Disponibilidade' });
    // One line per library, with its status, and the action (or, for a book on the shelf,
    // where to find it) below them.
    await expect(block.getByRole('listitem').first()).toBeVisible();
    await settled(page);
    const box = (await block.boundingBox())!;
    test.info().annotations.push({
      type: `availability block, ${size.name}`,
      description: `top ${box.y}, bottom ${box.y + box.height}`,
    });
    expect(box.y + box.height, `availability block at ${size.width} px`).toBeLessThanOrEqual(
      size.height,
    );
  }
});

// A card's state, in the words of its availability line (the first that matches, so
// "Indisponível agora" is tried before "Disponível").
const states = {
  onLoan: 'Indisponível agora',
  referenceOnly: 'Só consulta no local',
  online: 'Acesso online',
  none: 'Sem exemplares',
  available: 'Disponível',
};

test('no result offers a waiting list for a title whose copies cannot be held, over the seed’s titles', async ({
  page,
}) => {
  const seen: Record<string, number> = {};
  const wrong: string[] = [];
  // Five pages of a broad search: the seed's titles of every kind (on loan, on the shelf,
  // reference-only, online only) are among them.
  for (let pagina = 1; pagina <= 5; pagina++) {
    await page.goto(`/?termo=machado&tipo=livre&pagina=${pagina}`);
    await expect(resultCount(page)).toBeVisible(firstPaint);
    const cards = page.locator('main ol > li:has(h3)');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const text = (await card.textContent()) ?? '';
      const name = (await card.locator('h3').textContent())?.trim() ?? '';
      const state = Object.entries(states).find(([, words]) => text.includes(words))?.[0];
      const holds = await card.getByRole('link', { name: /^Reservar / }).count();
      seen[state ?? 'unknown'] = (seen[state ?? 'unknown'] ?? 0) + 1;
      if (holds > 0 && state !== 'onLoan') wrong.push(`${name}: ${state} offers a hold`);
      if (state !== 'onLoan' && /fila de espera/i.test(text))
        wrong.push(`${name}: ${state} mentions the waiting list`);
    }
  }
  test.info().annotations.push({ type: 'cards by state', description: JSON.stringify(seen) });
  expect(wrong).toEqual([]);
  expect(seen.unknown ?? 0, 'every card says where the title stands').toBe(0);
  // Both kinds were walked over, so the rule above means something.
  expect(seen.onLoan ?? 0).toBeGreaterThan(0);
  expect(seen.referenceOnly ?? 0).toBeGreaterThan(0);
});

/** Every page of the personal area a patron reaches from the menu, and the histories. */
const personalAreaPages = [
  '/meu-portal',
  '/meu-portal/emprestimos',
  '/meu-portal/emprestimos/historico',
  '/meu-portal/reservas',
  '/meu-portal/reservas/historico',
  '/meu-portal/renovacao',
  '/meu-portal/debitos',
  '/meu-portal/suspensoes',
  '/meu-portal/nada-consta',
  '/meu-portal/solicitacoes',
  '/meu-portal/solicitacoes-emprestimo',
  '/meu-portal/perfil-interesse',
  '/meu-portal/areas-interesse',
  '/meu-portal/consultar-titulos',
  '/meu-portal/cesta-permanente',
  '/meu-portal/aquisicao/sugestoes',
  '/meu-portal/aquisicao/pedidos',
  '/meu-portal/aquisicao/estatisticas',
  '/meu-portal/alertas',
  '/meu-portal/comentarios',
  '/meu-portal/dados-pessoais',
  '/meu-portal/senha',
];

test('no page of the personal area is taller than two and a half screens, with the seed of leitor', async ({
  page,
}) => {
  await page.setViewportSize(sizes[1]);
  await signInTo(page, '/meu-portal');
  const heights: string[] = [];
  const tooTall: string[] = [];
  for (const path of personalAreaPages) {
    // A client-side navigation, as the menu makes: one page load for the whole walk.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const screens = height / size.height;
      heights.push(`${path} ${size.name}: ${height} px (${screens.toFixed(2)} screens)`);
      if (screens > 2.5) tooTall.push(`${path} at ${size.width}: ${screens.toFixed(2)} screens`);
    }
    await page.setViewportSize(sizes[1]);
  }
  test.info().annotations.push({ type: 'page heights', description: heights.join('\n') });
  console.log(heights.join('\n'));
  expect(tooTall).toEqual([]);
});
