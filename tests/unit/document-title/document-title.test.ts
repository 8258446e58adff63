import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import {
  documentTitle,
  documentTitleNamespaces,
  type DocumentTitleFacts,
} from '../../../src/lib/document-title/document-title';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { pageOfAddress } from '../../../src/app/shell/route-announcer/route-announcer';

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = await initI18n('pt');
});

const titleOf = (facts: DocumentTitleFacts, language = 'pt') =>
  documentTitle(i18nInstance.getFixedT(language, documentTitleNamespaces), {
    institution: 'UFX',
    ...facts,
  });

describe('documentTitle', () => {
  it('names the page first, then the catalogue and the institution', () => {
    expect(titleOf({})).toBe('Catálogo on-line · UFX');
    expect(titleOf({ pageKey: 'pages.basket' })).toBe('Cesta · Catálogo on-line · UFX');
    expect(titleOf({ page: 'Dom Casmurro', pageKey: 'pages.title' })).toBe(
      'Dom Casmurro · Catálogo on-line · UFX',
    );
  });

  it('names a results page after its words, its page and its guide', () => {
    expect(titleOf({ page: 'Pesquisa simples', query: 'gestão', pageNumber: 2 })).toBe(
      'Resultados de “gestão” · página 2 · Pesquisa simples · Catálogo on-line · UFX',
    );
    expect(titleOf({ page: 'Pesquisa simples', query: 'gestão' })).toContain('página 1');
  });

  it('tells a title’s tabs and a screen’s history apart', () => {
    expect(titleOf({ page: 'Dom Casmurro', tab: 'marc' })).toBe(
      'Dom Casmurro · MARC · Catálogo on-line · UFX',
    );
    expect(titleOf({ pageKey: 'menu.loan', subpage: 'history', inPersonalArea: true })).toBe(
      'Histórico · Empréstimos · Meu portal · Catálogo on-line · UFX',
    );
    expect(titleOf({ pageKey: 'pages.personalArea', inPersonalArea: true })).toBe(
      'Meu portal · Catálogo on-line · UFX',
    );
    expect(titleOf({ pageKey: 'menu.privacy', inPersonalArea: true })).not.toBe(
      titleOf({ pageKey: 'pages.privacy' }),
    );
  });

  it('speaks the reader’s language and leaves out what is not known yet', async () => {
    await i18nInstance.loadLanguages('en');
    expect(titleOf({ page: 'X', query: 'war', pageNumber: 3, institution: null }, 'en')).toBe(
      'Results for “war” · page 3 · X · Online catalogue',
    );
  });
});

describe('pageOfAddress (what counts as another page for the announcer)', () => {
  it('treats a title’s tabs as one page and other paths as pages of their own', () => {
    expect(pageOfAddress('/acervo/7/marc', 'marc')).toBe('/acervo/7');
    expect(pageOfAddress('/acervo/7', undefined)).toBe('/acervo/7');
    expect(pageOfAddress('/meu-portal/emprestimos/', undefined)).toBe('/meu-portal/emprestimos');
  });
});
