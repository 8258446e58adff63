import { expect, test, type Frame, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { firstPaint } from './support/first-paint';

/**
 * Records the `idioma` header of every API request made from now on. With `fromNextDocument`,
 * what the current document still sends (a late prefetch of the page being left) is dropped
 * when the next document commits (the first main-frame navigation; later same-document
 * navigations of the new page keep what it sent): only the new page's own requests count.
 */
function languageHeaders(page: Page, { fromNextDocument = false } = {}) {
  const headers: string[] = [];
  if (fromNextDocument) {
    const dropEarlier = (frame: Frame) => {
      if (frame !== page.mainFrame()) return;
      headers.length = 0;
      page.off('framenavigated', dropEarlier);
    };
    page.on('framenavigated', dropEarlier);
  }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      headers.push(request.headers()['idioma'] ?? 'missing');
    }
  });
  return headers;
}

test('choosing a language reloads the same page in it, and the API follows', async ({ page }) => {
  // Three full page loads, each seeding the in-browser mock.
  test.slow();
  await page.goto('/cesta?mockProfile=ify');
  const bar = page.getByRole('navigation', { name: 'Idioma' });
  await expect(bar).toBeVisible(firstPaint);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // One compact control in the top bar shows the current language and opens the others.
  const control = bar.locator('summary');
  // As drawn (a phone shows the code "PT" instead of the name).
  await expect(control).toHaveText('Idioma: Português', { useInnerText: true });
  await expect(bar.getByRole('link', { name: 'English' })).toBeHidden();
  await control.click();
  await expect(bar.getByRole('listitem').getByText('Português')).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAxeClean(page, { include: 'nav[aria-label="Idioma"]' });

  let headers = languageHeaders(page, { fromNextDocument: true });
  await bar.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/cesta' &&
      url.searchParams.get('lng') === 'en' &&
      url.searchParams.get('mockProfile') === 'ify',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = page.getByRole('navigation', { name: 'Language' });
  await expect(english).toBeVisible(firstPaint);
  // The choices are folded behind the control (issue 39): open it to read them.
  await english.locator('summary').click();
  await expect(english.getByRole('listitem').getByText('English')).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Escape folds the choices again and leaves the focus on the control.
  await page.keyboard.press('Escape');
  await expect(english.getByRole('link', { name: 'Español' })).toBeHidden();
  await expect(english.locator('summary')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page).toHaveTitle(/Online catalogue/);
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('en');
  await expect.poll(() => headers.length).toBeGreaterThan(0);
  expect(new Set(headers)).toEqual(new Set(['5']));

  // Keyboard only this time: Enter opens the control, Tab reaches the link, Enter follows it.
  headers = languageHeaders(page, { fromNextDocument: true });
  await expect(english.locator('summary')).toHaveText('Language: English', { useInnerText: true });
  await english.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(english.getByRole('link', { name: 'Español' })).toBeVisible();
  await english.getByRole('link', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('lng') === 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
  await expect.poll(() => headers.length).toBeGreaterThan(0);
  expect(new Set(headers)).toEqual(new Set(['3']));
});

test('the stored language is used on the next visit, without the lng parameter', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
  await page.evaluate(() => localStorage.setItem('lng', 'en'));
  // The home page may still be fetching its own content in Portuguese: only the next visit counts.
  const headers = languageHeaders(page, { fromNextDocument: true });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible(firstPaint);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => headers.length).toBeGreaterThan(0);
  expect(new Set(headers)).toEqual(new Set(['5']));
});
