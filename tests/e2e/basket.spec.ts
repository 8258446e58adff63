import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// The demo build seeds its in-browser mock (10,000 titles) on every page load: give it time.
test.describe.configure({ timeout: 240_000 });

/** Opens the basket and waits for its heading. */
async function openBasket(page: Page) {
  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible(firstPaint);
}

/** Puts titles in the persisted basket before the app starts (only when none is stored yet). */
async function seedBasket(page: Page, titles: Record<number, string>) {
  const itens = Object.fromEntries(
    Object.entries(titles).map(([code, titulo]) => [code, { cod_acervo: Number(code), titulo }]),
  );
  await page.addInitScript(
    (state) => {
      if (!localStorage.getItem('cesta'))
        localStorage.setItem('cesta', JSON.stringify({ state, version: 1 }));
    },
    { itens },
  );
}

const basketList = (page: Page) => page.getByRole('list', { name: 'Cesta', exact: true });

/** Presses Tab until `target` has the focus (keyboard-only use), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('titles go from the results to the basket; remove, clear and reload keep what is left', async ({
  page,
}) => {
  await page.goto('/?termo=machado%20de%20assis&tipo=livre&pagina=1&ordenacao=C');
  await expect(page.getByText(/^\d+ resultados? para/)).toBeVisible({ timeout: 120_000 });
  const add = page.getByRole('button', { name: /^Adicionar à cesta: ".*"$/ });
  await add.nth(0).click();
  await add.nth(0).click(); // the first one is now "Remover …": the next one moves up
  await expect(page.getByRole('button', { name: /^Remover da cesta: ".*"$/ })).toHaveCount(2);

  await page.goto('/cesta');
  await expect(basketList(page).getByRole('listitem')).toHaveCount(2, firstPaint);
  await page.reload();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(2, firstPaint);

  const first = basketList(page).getByRole('listitem').first();
  const firstTitle = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('button', { name: /^Remover .* da cesta$/ }).click();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1);
  await expect(basketList(page).getByRole('link', { name: firstTitle })).toHaveCount(0);
  await page.reload();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1, firstPaint);

  await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Esvaziar a cesta' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
  await dialog.getByRole('button', { name: 'Esvaziar' }).click();
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible(firstPaint);
});

test('keep only the selected titles replaces the basket with them', async ({ page }) => {
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);
  await page.getByRole('checkbox', { name: 'Selecionar Esaú e Jacó' }).check({ force: true });
  await expect(
    page.getByText('As ações abaixo valem para os 1 títulos selecionados.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Manter só os selecionados' }).click();
  await page
    .getByRole('alertdialog', { name: 'Manter só os selecionados' })
    .getByRole('button', { name: 'Manter selecionados' })
    .click();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1);
  await expect(basketList(page).getByRole('link', { name: 'Esaú e Jacó' })).toBeVisible();
  await page.reload();
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1, firstPaint);
});

test('each export format downloads a file with its name, type and content', async ({ page }) => {
  await page.addInitScript(() => {
    const types: string[] = [];
    (window as unknown as { blobTypes: string[] }).blobTypes = types;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) types.push(object.type);
      return create(object);
    };
  });
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);

  const formats = [
    [
      'Baixar referências (ABNT)',
      'cesta.txt',
      'text/plain',
      /ASSIS, Machado de\. \*\*Dom Casmurro\*\*/,
    ],
    [
      'Baixar RIS',
      'cesta.ris',
      'application/x-research-info-systems',
      /TY {2}- BOOK[\s\S]*TI {2}- Dom Casmurro[\s\S]*ER {2}- /,
    ],
    [
      'Baixar BibTeX',
      'cesta.bib',
      'application/x-bibtex',
      /@book\{[^,]+,\s+author = \{Assis, Machado de/,
    ],
  ] as const;
  for (const [button, fileName, , content] of formats) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toMatch(content);
    expect(text).toContain('Esaú e Jacó');
    await expect(page.getByText(`Arquivo ${fileName} baixado.`)).toBeVisible();
  }
  const types = await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes);
  expect(types.map((value) => value.split(';')[0])).toEqual(formats.map(([, , type]) => type));

  // The full record adds subjects and the call number.
  await page.getByRole('radio', { name: /Registro completo/ }).check({ force: true });
  const complete = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar referências (ABNT)' }).click();
  const text = await readFile(await (await complete).path(), 'utf8');
  expect(text).toContain('Número de chamada:');
});

test('print shows the references and opens the print dialog with them', async ({ page }) => {
  await page.addInitScript(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => {
      const view = [...document.querySelectorAll('section')]
        .find(
          (section) => section.querySelector('h2')?.textContent === 'Referências para impressão',
        )
        ?.querySelector('ol');
      printed.push(view instanceof HTMLElement ? view.innerText : '');
    };
  });
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);
  await page.getByRole('button', { name: 'Imprimir', exact: true }).click();
  const view = page.getByRole('region', { name: 'Referências para impressão' });
  await expect(view.getByRole('listitem')).toHaveCount(2);
  await expect(view).toContainText('ASSIS, Machado de. Dom Casmurro.');
  await expect(view.locator('strong', { hasText: 'Dom Casmurro' })).toBeVisible();
  const printed = () => page.evaluate(() => (window as unknown as { printed: string[] }).printed);
  await expect.poll(printed).toHaveLength(1);
  const [shown] = await printed();
  expect(shown).toContain('ASSIS, Machado de. Dom Casmurro.');
  expect(shown).toContain('Esaú e Jacó');

  await view.getByRole('button', { name: 'Imprimir de novo' }).click();
  await expect.poll(printed).toHaveLength(2);
  await view.getByRole('button', { name: 'Fechar a visualização de impressão' }).click();
  await expect(view).toHaveCount(0);
});

test('e-mail: each bad address is named next to the field; several recipients are sent to', async ({
  page,
}) => {
  await seedBasket(page, { 7: 'Dom Casmurro' });
  await openBasket(page);
  const recipients = page.getByRole('textbox', { name: 'Destinatários' });
  const form = page.getByRole('region', { name: 'Enviar por e-mail' });

  await form.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(form.getByText('Informe ao menos um destinatário.')).toBeVisible();
  await expect(recipients).toBeFocused();

  await recipients.fill('ana@exemplo.org; joao@@exemplo; ;maria.exemplo.org');
  await page.getByRole('textbox', { name: 'Mensagem (opcional)' }).fill('Segue a lista.');
  await form.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(recipients).toHaveAttribute('aria-invalid', 'true');
  const error = form.getByText(/não é um endereço de e-mail válido/);
  await expect(error).toContainText(
    '"joao@@exemplo" não é um endereço de e-mail válido (destinatário 2).',
  );
  await expect(error).toContainText('O destinatário 3 está vazio');
  await expect(error).toContainText(
    '"maria.exemplo.org" não é um endereço de e-mail válido (destinatário 4).',
  );
  // What was typed is still there to correct.
  await expect(recipients).toHaveValue('ana@exemplo.org; joao@@exemplo; ;maria.exemplo.org');
  await expect(page.getByRole('textbox', { name: 'Mensagem (opcional)' })).toHaveValue(
    'Segue a lista.',
  );

  await recipients.fill('ana@exemplo.org; joao@exemplo.org;maria@exemplo.org;');
  await expect(error).toHaveCount(0);
  await form.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText('E-mail enviado para 3 destinatários.')).toBeVisible();
  await expect(recipients).toHaveValue('ana@exemplo.org; joao@exemplo.org;maria@exemplo.org;');
});

test('a failed e-mail keeps what was typed and says so', async ({ page }) => {
  await seedBasket(page, { 7: 'Dom Casmurro' });
  await page.goto('/cesta?mock=exportBasket:500');
  await expect(page.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible(firstPaint);
  const recipients = page.getByRole('textbox', { name: 'Destinatários' });
  await recipients.fill('ana@exemplo.org');
  await page.getByRole('textbox', { name: 'Assunto' }).fill('Leituras');
  await page.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText(/erro inesperado/i)).toBeVisible();
  await expect(recipients).toHaveValue('ana@exemplo.org');
  await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveValue('Leituras');
});

test('a visitor signs in from the basket, comes back and saves it to the permanent basket', async ({
  page,
}) => {
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);
  const permanent = page.getByRole('region', { name: 'Cesta permanente' });
  await permanent.getByRole('link', { name: 'Entrar para salvar na cesta permanente' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/cesta',
  );
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cesta', firstPaint);
  await expect(basketList(page).getByRole('listitem')).toHaveCount(2, firstPaint);

  await page.getByRole('checkbox', { name: 'Selecionar Dom Casmurro' }).check({ force: true });
  await permanent.getByRole('button', { name: 'Salvar na cesta permanente' }).click();
  await expect(page.getByText('1 título salvo na cesta permanente.')).toBeVisible();

  // Replace: the basket becomes the permanent basket (which now holds Dom Casmurro).
  await permanent.getByRole('button', { name: 'Substituir pela cesta permanente' }).click();
  await page
    .getByRole('alertdialog', { name: 'Substituir pela cesta permanente' })
    .getByRole('button', { name: 'Substituir' })
    .click();
  await expect(
    page.getByText(/^A cesta agora tem \d+ títulos? da cesta permanente\.$/),
  ).toBeVisible();
  await expect(basketList(page).getByRole('link', { name: 'Dom Casmurro' })).toBeVisible();
  await expect(basketList(page).getByRole('link', { name: 'Esaú e Jacó' })).toHaveCount(0);
});

test('the basket works with the keyboard only', async ({ page }) => {
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);

  await tabTo(page, page.getByRole('checkbox', { name: 'Selecionar Dom Casmurro' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Selecionar Dom Casmurro' })).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Remover Esaú e Jacó da cesta' }));
  await page.keyboard.press('Enter');
  await expect(basketList(page).getByRole('listitem')).toHaveCount(1);

  const recipients = page.getByRole('textbox', { name: 'Destinatários' });
  await tabTo(page, recipients);
  await page.keyboard.type('leitor@@exemplo');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('"leitor@@exemplo" não é um endereço de e-mail válido (destinatário 1).'),
  ).toBeVisible();
  await expect(recipients).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('leitor@exemplo.org');
  await page.keyboard.press('Enter');
  await expect(page.getByText('E-mail enviado para 1 destinatário.')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Esvaziar cesta' }), 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Esvaziar a cesta' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Esvaziar', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Sua cesta está vazia/)).toBeVisible();
});

test('basket and authority pages have no axe violations in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await seedBasket(page, { 7: 'Dom Casmurro', 8: 'Esaú e Jacó' });
  await openBasket(page);
  await expect(basketList(page).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Selecionar Dom Casmurro' }).check({ force: true });
  // The e-mail error and the print view are on the page too.
  await page.getByRole('textbox', { name: 'Destinatários' }).fill('x@@y');
  await page.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText(/"x@@y" não é um endereço/)).toBeVisible();
  await page.getByRole('button', { name: 'Imprimir', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Referências para impressão' })).toBeVisible();
  await expectAxeCleanInEveryScheme(page);

  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await page.getByRole('button', { name: 'Esvaziar cesta' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Esvaziar a cesta' })).toBeVisible();
    },
  });

  await page.goto('/autoridade/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Assis, Machado de, 1839-1908' }),
  ).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
});
