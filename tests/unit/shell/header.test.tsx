import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityPermission } from '../../../src/api/generated/model';
import { menuActions, useMenuStore } from '../../../src/app/personal-area/menu-store';
import { Header } from '../../../src/app/shell/header/header';
import { authActions } from '../../../src/stores/auth-store';
import { basketActions } from '../../../src/stores/basket-store';
import { renderShell } from './render-shell';

const personalArea: ActivityPermission = {
  cod_atividade: 8,
  cod_modulo: 2,
  descricao: 'Minha Biblioteca',
};
const comments: ActivityPermission = { cod_atividade: 13, cod_modulo: 1, descricao: 'Comentários' };

function signIn(authPermissions: ActivityPermission[], nome_pessoa = 'Ana Maria de Souza') {
  authActions.signedIn('session', {
    credentials: { access_token: 'token', refresh_token: 'refresh' },
    user: { cod_pessoa: 42, nome_pessoa, login: 'ana' },
    authPermissions,
  });
}

afterEach(() => {
  cleanup();
  authActions.loggedOut();
  basketActions.cleared();
  menuActions.reset();
});

describe('Header', () => {
  it('offers visitors a login link that returns them to the page they were on', async () => {
    await renderShell(<Header />, { path: '/acervo/123?aba=marc' });

    const login = screen.getByRole('link', { name: 'Entrar' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Facervo%2F123%3Faba%3Dmarc');
    expect(screen.queryByRole('link', { name: 'Sair' })).toBeNull();
    expect(screen.queryByText(/Olá/)).toBeNull();
  });

  it('greets a signed-in patron by first name and offers the personal area and logout', async () => {
    signIn([comments, personalArea]);
    await renderShell(<Header />);

    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    const area = screen.getByRole('link', { name: 'Minha Biblioteca' });
    expect(area.getAttribute('href')).toBe('/meu-portal');
    expect(screen.getByRole('link', { name: 'Sair' }).getAttribute('href')).toBe('/sair');
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('hides the personal-area button from a patron without activity 8', async () => {
    signIn([comments], '  Bruno   Lima ');
    await renderShell(<Header />);

    expect(screen.getByText('Olá, Bruno')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Minha Biblioteca' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Meu Portal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sair' })).toBeTruthy();
  });

  it('links to the basket and names how many items it holds', async () => {
    basketActions.addedMany([{ cod_acervo: 1 }, { cod_acervo: 2 }, { cod_acervo: 3 }]);
    await renderShell(<Header />);

    const basket = screen.getByRole('link', { name: 'Cesta 3 itens' });
    expect(basket.getAttribute('href')).toBe('/cesta');
    expect(within(basket).getByText('3')).toBeTruthy();
  });

  it('says when the basket is empty', async () => {
    await renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Cesta 0 itens' })).toBeTruthy();
  });

  it('uses the singular for one basket item', async () => {
    basketActions.added({ cod_acervo: 9 });
    await renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Cesta 1 item' })).toBeTruthy();
  });

  it('titles the catalogue outside the personal area and the personal area inside it', async () => {
    signIn([personalArea]);
    await renderShell(<Header />, { path: '/acervo/5' });
    expect(screen.getByTestId('header-title').textContent).toBe('Catálogo on-line · UFX');
    cleanup();

    await renderShell(<Header />, { path: '/meu-portal/emprestimos' });
    expect(screen.getByTestId('header-title').textContent).toBe('Minha Biblioteca · UFX');
  });

  it('falls back to "Meu Portal" when the personal area has no description to show', async () => {
    await renderShell(<Header />, { path: '/meu-portal' });
    expect(screen.getByTestId('header-title').textContent).toBe('Meu Portal · UFX');
  });

  it('folds the actions behind a menu button that reports its state', async () => {
    const user = userEvent.setup();
    await renderShell(<Header />);

    const menu = screen.getByRole('button', { name: 'Menu' });
    const actions = screen.getByRole('list', { name: 'Conta e cesta' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(actions.id);
    expect(actions.hasAttribute('data-open')).toBe(false);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(actions.hasAttribute('data-open')).toBe(true);
  });

  it('opens the personal-area menu too while it is on the page: one menu button on a phone', async () => {
    const user = userEvent.setup();
    menuActions.personalAreaMenuShown(true);
    await renderShell(<Header />, { path: '/meu-portal' });

    const menu = screen.getByRole('button', { name: 'Menu' });
    const actions = screen.getByRole('list', { name: 'Conta e cesta' });
    expect(menu.getAttribute('aria-controls')).toBe(`${actions.id} menu-meu-portal`);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(actions.hasAttribute('data-open')).toBe(true);
    expect(useMenuStore.getState().menuMobileOpen).toBe(true);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(useMenuStore.getState().menuMobileOpen).toBe(false);
  });

  it('links the logo to the home page', async () => {
    await renderShell(<Header />, { path: '/cesta' });
    const home = screen.getByRole('link', { name: 'Catálogo on-line UFX, página inicial' });
    expect(home.getAttribute('href')).toBe('/');
  });
});
