import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageBar } from '../../../src/app/shell/language-bar/language-bar';
import { apiLanguageCode } from '../../../src/api/language';
import { availableLanguages, registerLanguage } from '../../../src/lib/i18n/available-languages';
import { detectLanguage } from '../../../src/lib/i18n/detect-language';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { groupLanguageFiles } from '../../../src/lib/i18n/optional-languages';

// A stand-in French bundle: the product ships none, so the test brings its own.
const fakeFrench = { common: { appName: 'Catalogue en ligne', language: { label: 'Langue' } } };

describe('detectLanguage (spec section 2)', () => {
  const shipped = ['pt', 'en', 'es'];

  it('takes the stored setting, then the browser, else Portuguese', () => {
    expect(detectLanguage('', 'es', ['en-US'], shipped)).toBe('es');
    expect(detectLanguage('', null, ['de-DE', 'en-GB'], shipped)).toBe('en');
    expect(detectLanguage('', null, ['de-DE'], shipped)).toBe('pt');
  });

  it('lets an lng query parameter override both', () => {
    expect(detectLanguage('?lng=en', 'es', ['es-ES'], shipped)).toBe('en');
  });

  it('skips languages without loaded translations', () => {
    expect(detectLanguage('?lng=fr', 'it', ['fr-FR', 'es'], shipped)).toBe('es');
    expect(detectLanguage('?lng=fr', null, [], [...shipped, 'fr'])).toBe('fr');
  });
});

describe('available languages', () => {
  it('are Portuguese, English and Spanish as shipped', async () => {
    const i18n = await initI18n('pt');
    expect(availableLanguages(i18n)).toEqual(['pt', 'en', 'es']);
  });

  it('include French once its translations are registered, in the chooser order', async () => {
    const i18n = await initI18n('pt');
    registerLanguage(i18n, 'fr', fakeFrench);
    expect(availableLanguages(i18n)).toEqual(['pt', 'en', 'es', 'fr']);
  });

  it('come from locales/<language>/<namespace>.json files that include the common namespace', () => {
    expect(
      groupLanguageFiles({
        '../../../locales/fr/common.json': fakeFrench.common,
        '../../../locales/fr/errors.json': { generic: {} },
        '../../../locales/it/errors.json': { generic: {} },
      }),
    ).toEqual({ fr: { common: fakeFrench.common, errors: { generic: {} } } });
  });

  it('mark the document with the language', async () => {
    await initI18n('en');
    expect(document.documentElement.lang).toBe('en');
    await initI18n('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('map to the API language header: 1 Portuguese, 3 Spanish, 5 English', () => {
    expect(['pt', 'es', 'en', 'fr'].map(apiLanguageCode)).toEqual([1, 3, 5, 1]);
  });
});

describe('LanguageBar', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/acervo/123?mockProfile=ify#exemplares');
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });

  async function renderBar(language: 'pt' | 'en' = 'pt', withFrench = false) {
    const i18n = await initI18n(language);
    if (withFrench) registerLanguage(i18n, 'fr', fakeFrench);
    const navigate = vi.fn<(href: string) => void>();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/acervo/123?mockProfile=ify#exemplares']}>
          <LanguageBar navigate={navigate} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    return { navigate, i18n };
  }

  it('names each language in its own language and marks the current one', async () => {
    await renderBar('pt');
    const bar = screen.getByRole('navigation', { name: 'Idioma' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Português', 'English', 'Español']);
    // The compact control shows the current language and says what it is for.
    // (jsdom applies no media queries: both the wide name and the phone's code are in its text;
    // a browser shows one, and says "Idioma: Português" or "Idioma: PT (Português)".)
    const control = bar.querySelector('summary');
    expect(control?.textContent).toBe('Idioma: PortuguêsPT (Português)');
    const current = within(within(bar).getByRole('list')).getByText('Português');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.getAttribute('lang')).toBe('pt-BR');
    expect(within(bar).queryByRole('link', { name: 'Português' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(within(bar).getByRole('link', { name: 'Español' }).getAttribute('lang')).toBe('es');
  });

  it('is labelled in the interface language', async () => {
    await renderBar('en');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(within(screen.getByRole('list')).getByText('English').getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('offers French only when its translations are loaded', async () => {
    await renderBar('pt', true);
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french.getAttribute('lang')).toBe('fr');
    expect(screen.queryByRole('link', { name: 'Italiano' })).toBeNull();
  });

  it('links each language to the same page with ?lng=', async () => {
    await renderBar('pt');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/acervo/123?mockProfile=ify&lng=en#exemplares',
    );
  });

  it('closes the choices on Escape, back on the control', async () => {
    const user = userEvent.setup();
    await renderBar('pt');
    const control = screen.getByRole('navigation', { name: 'Idioma' }).querySelector('summary');
    await user.click(control!);
    const details = screen.getByRole('group');
    expect(details.hasAttribute('open')).toBe(true);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(details.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(control);
  });

  it('closes the choices on a press elsewhere', async () => {
    const user = userEvent.setup();
    await renderBar('pt');
    await user.click(screen.getByRole('navigation', { name: 'Idioma' }).querySelector('summary')!);
    const details = screen.getByRole('group');
    expect(details.hasAttribute('open')).toBe(true);
    await user.click(document.body);
    expect(details.hasAttribute('open')).toBe(false);
  });

  it('on a choice, stores the language and reloads in it', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderBar('pt');

    // Tab to the language control and open it (a browser opens a summary on Enter; jsdom only
    // on a click), then Tab to the link and Enter to follow it.
    await user.tab();
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await user.click(document.activeElement!);
    expect(screen.getByRole('group').hasAttribute('open')).toBe(true);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('English');
    await act(() => user.keyboard('{Enter}'));

    expect(localStorage.getItem('lng')).toBe('en');
    expect(navigate).toHaveBeenCalledWith(
      'http://localhost:3000/acervo/123?mockProfile=ify&lng=en#exemplares',
    );
  });
});
