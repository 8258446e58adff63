import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityBar } from '../../../src/app/shell/accessibility-bar/accessibility-bar';
import { accessibilityActions } from '../../../src/stores/accessibility-store';
import { renderShell } from './render-shell';

const html = () => document.documentElement;
const persisted = () =>
  (
    JSON.parse(localStorage.getItem('acessibilidade') ?? '{}') as {
      state?: Record<string, unknown>;
    }
  ).state;

afterEach(() => {
  cleanup();
  accessibilityActions.reset();
  vi.restoreAllMocks();
});

async function openBar() {
  const user = userEvent.setup();
  await renderShell(<AccessibilityBar />);
  await user.click(screen.getByRole('button', { name: 'Acessibilidade' }));
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Opening selects in jsdom is slow on a shared machine; the default 5 s is too tight.
describe('AccessibilityBar', { timeout: 20_000 }, () => {
  it('starts with a skip link to the content', async () => {
    await renderShell(<AccessibilityBar />);
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Pular para o conteúdo');
    expect(links[0]?.getAttribute('href')).toBe('#conteudo');
  });

  it('is a collapsed panel that its button expands and collapses', async () => {
    const user = userEvent.setup();
    await renderShell(<AccessibilityBar />);
    const toggle = screen.getByRole('button', { name: 'Acessibilidade' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('switch', { name: 'Texto em negrito' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('switch', { name: 'Texto em negrito' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('offers the six zoom levels and applies the chosen one to the page', async () => {
    const user = await openBar();
    expect(html().dataset.zoom).toBe('0');

    await user.click(screen.getByRole('button', { name: /Ampliação do texto/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '0%',
      '20%',
      '40%',
      '60%',
      '80%',
      '100%',
    ]);
    await user.click(screen.getByRole('option', { name: '60%' }));

    expect(html().dataset.zoom).toBe('60');
    expect(persisted()?.zoom).toBe(60);
  });

  it('applies each colour scheme and remembers it', async () => {
    const user = await openBar();
    expect(html().dataset.colorScheme).toBe('normal');

    await choose(user, /Esquema de cores/, 'Cores invertidas');
    expect(html().dataset.colorScheme).toBe('inverted');
    await choose(user, /Esquema de cores/, 'Tons de cinza');
    expect(html().dataset.colorScheme).toBe('greyscale');
    await choose(user, /Esquema de cores/, 'Alto contraste');
    expect(html().dataset.colorScheme).toBe('highContrast');
    expect(persisted()?.cor).toBe('highContrast');
  });

  it('turns dark mode on for the normal colours; another scheme wins while chosen', async () => {
    const user = await openBar();
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    expect(dark.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(dark);
    expect(html().dataset.colorScheme).toBe('dark');
    expect(persisted()?.escuro).toBe(true);

    await choose(user, /Esquema de cores/, 'Alto contraste');
    expect(html().dataset.colorScheme).toBe('highContrast');
    await choose(user, /Esquema de cores/, 'Cores normais');
    expect(html().dataset.colorScheme).toBe('dark');
  });

  it('turns bold text on and off', async () => {
    const user = await openBar();
    const bold = screen.getByRole('switch', { name: 'Texto em negrito' });

    await user.click(bold);
    expect(html().hasAttribute('data-bold-text')).toBe(true);
    expect(persisted()?.negrito).toBe(true);

    await user.click(bold);
    expect(html().hasAttribute('data-bold-text')).toBe(false);
  });

  it('applies settings restored from a previous visit', async () => {
    accessibilityActions.zoomChosen(100);
    accessibilityActions.colourSchemeChosen('greyscale');
    accessibilityActions.boldToggled();
    await renderShell(<AccessibilityBar />);

    expect(html().dataset.zoom).toBe('100');
    expect(html().dataset.colorScheme).toBe('greyscale');
    expect(html().hasAttribute('data-bold-text')).toBe(true);
  });

  it('has no sign-language switch and loads no widget when none is configured', async () => {
    await openBar();
    expect(screen.queryByRole('switch', { name: /Libras/ })).toBeNull();
    expect(document.querySelector('script[data-sign-language-widget]')).toBeNull();
  });

  it('opens the self-service login page full screen when the server enables it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderShell(<AccessibilityBar />, {
      selfService: { showAuto: true, codBibAuto: 3, authAuto: 2, idiomaAuto: 5 },
    });

    await user.click(screen.getByRole('button', { name: /^Autoatendimento/ }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://biblioteca.ufx.example.org/autoatendimento/login?empresa=7&biblioteca=3&idioma=5&tecladoNumerico=false&tipoAutenticacao=2',
    );
    expect(features).toContain(`width=${window.screen.availWidth}`);
    expect(features).toContain(`height=${window.screen.availHeight}`);
  });

  it('shows no self-service button when the server disables it', async () => {
    await renderShell(<AccessibilityBar />, { selfService: { showAuto: false } });
    expect(screen.queryByRole('button', { name: /Autoatendimento/ })).toBeNull();
  });

  it('folds self-service behind a compact menu toggle, which the login page leaves out', async () => {
    const selfService = { showAuto: true, codBibAuto: 1, authAuto: 1, idiomaAuto: 1 } as const;
    const user = userEvent.setup();
    await renderShell(<AccessibilityBar />, { path: '/', selfService });
    const toggle = screen.getByRole('button', { name: 'Mais opções' });
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(more?.contains(screen.getByRole('button', { name: /^Autoatendimento/ }))).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(more?.hasAttribute('data-open')).toBe(true);
    cleanup();

    await renderShell(<AccessibilityBar />, { path: '/login?redirect=%2F', selfService });
    expect(screen.queryByRole('button', { name: 'Mais opções' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Acessibilidade' })).toBeTruthy();
  });
});
