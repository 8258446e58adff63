import { expect, test, type Page } from './support/app-test';
import { expectAxeCleanInEveryScheme } from './support/accessibility';

// Every load (and reload) seeds the in-browser mock before start-up; on a busy machine that
// outlasts the default timeouts, so start-up gets its own, longer wait.
test.describe.configure({ timeout: 240_000 });
const startup = { timeout: 90_000 };

/** Waits until the routed page sits in the layout's main, after a load or a reload. */
async function whenReady(page: Page) {
  await expect(page.locator('main#conteudo')).toBeVisible(startup);
  await expect(page.getByRole('link', { name: /página inicial$/ })).toBeVisible(startup);
}

async function openHome(page: Page) {
  await page.goto('/');
  await whenReady(page);
}

async function reload(page: Page) {
  await page.reload();
  await whenReady(page);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Acessibilidade' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Acessibilidade' });

async function openPanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click();
  await expect(page.getByRole('group', { name: 'Opções de acessibilidade' })).toBeVisible();
}

async function choose(page: Page, field: RegExp, option: string) {
  await bar(page).getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Flips a switch through its visible label, as a pointer user does. */
async function flip(page: Page, name: string) {
  const control = bar(page).getByRole('switch', { name });
  const before = await control.isChecked();
  await bar(page).locator('label').filter({ hasText: name }).click();
  await expect(control).toBeChecked({ checked: !before });
}

/** What a reader sees change: root font size, body weight, page ground and link colour. */
async function look(page: Page) {
  await whenReady(page);
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const link = document.querySelector('header a[href="/cesta"]');
    return {
      fontSize: getComputedStyle(document.documentElement).fontSize,
      fontWeight: body.fontWeight,
      background: body.backgroundColor,
      link: link ? getComputedStyle(link).color : null,
    };
  });
}

const html = (page: Page) => page.locator('html');

test('the bar works from the keyboard: skip link first, then the panel toggle', async ({
  page,
}) => {
  await openHome(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

  // The zoom select opens and picks with the arrow keys.
  await page.keyboard.press('Tab');
  const zoom = bar(page).getByRole('button', { name: /Ampliação do texto/ });
  await expect(zoom).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveAttribute('data-zoom', '20');

  // Tab reaches the colour scheme, then the switches; Space flips one.
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: /Esquema de cores/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('switch', { name: 'Modo escuro' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('switch', { name: 'Texto em negrito' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(html(page)).toHaveAttribute('data-bold-text', '');

  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#conteudo')).toBeFocused();
});

test('every zoom level enlarges the text and survives a reload', async ({ page }) => {
  await openHome(page);
  await openPanel(page);
  expect((await look(page)).fontSize).toBe('16px');

  for (const level of [20, 40, 60, 80, 100]) {
    await choose(page, /Ampliação do texto/, `${level}%`);
    await expect(html(page)).toHaveAttribute('data-zoom', String(level));
    expect((await look(page)).fontSize).toBe(`${16 * (1 + level / 100)}px`);
  }

  await reload(page);
  await expect(html(page)).toHaveAttribute('data-zoom', '100');
  expect((await look(page)).fontSize).toBe('32px');
});

test('each colour scheme recolours the page and survives a reload', async ({ page }) => {
  await openHome(page);
  await openPanel(page);
  const normal = await look(page);

  for (const [name, scheme] of [
    ['Cores invertidas', 'inverted'],
    ['Tons de cinza', 'greyscale'],
    ['Alto contraste', 'highContrast'],
  ] as const) {
    await choose(page, /Esquema de cores/, name);
    await expect(html(page)).toHaveAttribute('data-color-scheme', scheme);
    const now = await look(page);
    expect([now.background, now.link]).not.toEqual([normal.background, normal.link]);

    await reload(page);
    await expect(html(page)).toHaveAttribute('data-color-scheme', scheme);
    expect(await look(page)).toEqual(now);
    await openPanel(page);
  }

  await choose(page, /Esquema de cores/, 'Cores normais');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'normal');
  expect(await look(page)).toEqual(normal);
});

test('dark mode and bold text change the page and survive a reload', async ({ page }) => {
  await openHome(page);
  await openPanel(page);
  const normal = await look(page);

  await flip(page, 'Modo escuro');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'dark');
  await flip(page, 'Texto em negrito');
  await expect(html(page)).toHaveAttribute('data-bold-text', '');
  const changed = await look(page);
  expect(changed.background).not.toBe(normal.background);
  expect(Number(changed.fontWeight)).toBeGreaterThan(Number(normal.fontWeight));

  await reload(page);
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'dark');
  await expect(html(page)).toHaveAttribute('data-bold-text', '');
  expect(await look(page)).toEqual(changed);

  // A special scheme wins over dark mode; back on the normal colours, dark mode returns.
  await openPanel(page);
  await choose(page, /Esquema de cores/, 'Alto contraste');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'highContrast');
  await choose(page, /Esquema de cores/, 'Cores normais');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'dark');
});

test('the home page, with the accessibility panel open, has no axe violations in every colour scheme', async ({
  page,
}) => {
  await openHome(page);
  await openPanel(page);
  await expectAxeCleanInEveryScheme(page);
});

test('self-service opens the institution page in a full-screen popup', async ({
  page,
  context,
}) => {
  await context.route('https://biblioteca.ufx.example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Autoatendimento</title>' }),
  );
  await openHome(page);

  const popup = page.waitForEvent('popup');
  await bar(page)
    .getByRole('button', { name: /^Autoatendimento/ })
    .click();
  const opened = await popup;
  await opened.waitForLoadState();
  // ufx (mocks/handlers/parameters.ts): library 1, authentication 1, language 1.
  expect(opened.url()).toBe(
    'https://biblioteca.ufx.example.org/autoatendimento/login?empresa=1&biblioteca=1&idioma=1&tecladoNumerico=false&tipoAutenticacao=1',
  );
});

test('on a phone the bar keeps its panel toggle, and its compact menu is left out of /login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHome(page);
  const more = bar(page).getByRole('button', { name: 'Mais opções' });
  const selfService = bar(page).getByRole('button', { name: /^Autoatendimento/ });
  await expect(selfService).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(selfService).toBeVisible();

  await page.goto('/login');
  await expect(toggle(page)).toBeVisible(startup);
  await expect(more).toHaveCount(0);
  await expect(selfService).toBeHidden();
});
