// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import type { HoldOptions, SearchRecord } from '../../../src/api/generated/model';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { PlaceHoldForm } from '../../../src/features/holds/components/place-hold-form';
import { LanguagesField } from '../../../src/features/interest-profile/components/settings-fields';
import { ResultItem } from '../../../src/features/search/components/result-item';
import { filterLabel } from '../../../src/features/search/utils/filter-labels';
import { useCodedValueLabels } from '../../../src/lib/i18n/coded-value-labels';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions } from '../../../src/stores/auth-store';
import { useBasketStore } from '../../../src/stores/basket-store';
import { renderRouter } from '../support/render-router';
import { renderAt } from '../title/title-harness';
import { stubMatchMedia } from '../support/stub-match-media';

/**
 * Issue 39, item 8: material types, languages and the "none" choice were Portuguese in every
 * language. In English and Spanish their codes now pick a translation; in Portuguese the screen
 * shows exactly the server's text, as before.
 */

beforeAll(stubMatchMedia);

let mock: Awaited<ReturnType<typeof createMockServer>>;
const languages: Record<'pt' | 'en' | 'es', i18n> = {} as Record<'pt' | 'en' | 'es', i18n>;
let current: i18n;
const slow = { timeout: 10_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  languages.pt = await initI18n('pt');
  languages.en = await initI18n('en');
  languages.es = await initI18n('es');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  configureApi({ tokens: memoryTokenStorage(), language: () => current.language });
  authActions.loggedOut();
  useBasketStore.setState({ itens: {} });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

const record: SearchRecord = {
  cod_acervo: 85,
  titulo: 'El ingenioso hidalgo don Quijote de la Mancha',
  autor: 'Cervantes Saavedra, Miguel de, 1547-1616',
  cod_tipo_obra: 1,
  desc_tipo_obra: 'Livro',
  ano_publicacao: '1605',
  idioma: 'spa',
  idioma_desc: 'Espanhol',
  link_capa: null,
  acesso_remoto: 'N',
  possui_acessibilidade: 'N',
  exemplares: { total: 1, disponiveis: 1 },
};

function renderResultCard(language: keyof typeof languages) {
  current = languages[language];
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ul>
          <ResultItem record={record} />
        </ul>
      ),
    },
  ]);
  renderRouter(router, { i18n: current, queryClient: createQueryClient() });
}

/** The value a result card shows beside a term ("Work type:"). */
const factValue = async (term: string) => {
  const dt = await screen.findByText(`${term}:`, undefined, slow);
  return dt.nextElementSibling?.textContent;
};

describe('a result card', () => {
  it('shows the material type and language in English', async () => {
    renderResultCard('en');
    expect(await factValue('Work type')).toBe('Book');
    expect(await factValue('Language')).toBe('Spanish');
  });

  it('shows them in Spanish', async () => {
    renderResultCard('es');
    expect(await factValue('Tipo de obra')).toBe('Libro');
    expect(await factValue('Idioma')).toBe('Español');
  });

  it('shows the server text unchanged in Portuguese', async () => {
    renderResultCard('pt');
    expect(await factValue('Tipo de obra')).toBe('Livro');
    expect(await factValue('Idioma')).toBe('Espanhol');
  });
});

describe('the title page', { timeout: 30_000 }, () => {
  const recordList = async () => {
    await screen.findByRole('heading', { level: 1, name: record.titulo }, slow);
    return screen.getByText(current.t('catalogue:record.language')).closest('dl') as HTMLElement;
  };

  it('names the material type and language in English, the copies table as before', async () => {
    current = languages.en;
    renderAt('/acervo/85', current);
    const fields = await recordList();
    expect(within(fields).getByText('Book')).toBeTruthy();
    expect(within(fields).getByText('Spanish')).toBeTruthy();
    expect(within(fields).queryByText('Livro')).toBeNull();
    // The copy status comes from the server in the requested language already.
    const table = await screen.findByRole('grid', { name: 'Copies' }, slow);
    expect(within(table).queryByText('Disponível')).toBeNull();
  });

  it('keeps the Portuguese text exactly as the server sends it', async () => {
    current = languages.pt;
    renderAt('/acervo/85', current);
    const fields = await recordList();
    expect(within(fields).getByText('Livro')).toBeTruthy();
    expect(within(fields).getByText('Espanhol')).toBeTruthy();
  });
});

const holdOptions: HoldOptions = {
  cod_acervo: 85,
  titulo: record.titulo,
  bibliotecas: [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_campus: 1 }],
  volumes: [{ codigo: '0', descricao: 'Nenhum' }],
  tomos: [{ codigo: '0', descricao: 'Nenhum' }],
  partes: [{ codigo: '0', descricao: 'Nenhum' }],
  materiais_adicionais: [
    { codigo: '0', descricao: 'Nenhum' },
    { codigo: 'CD', descricao: 'CD' },
  ],
  localizacoes: [{ codigo: '1', descricao: 'Acervo geral' }],
  permite_reserva: true,
};

function renderHoldForm(language: keyof typeof languages) {
  current = languages[language];
  const router = createMemoryRouter([
    { path: '/', element: <PlaceHoldForm codAcervo={85} options={holdOptions} /> },
  ]);
  renderRouter(router, { i18n: current, queryClient: createQueryClient() });
}

describe('the hold form', () => {
  it('offers "None" in English for a title without volumes, tomes or parts', async () => {
    renderHoldForm('en');
    // A choice with one option starts chosen, behind "More options": its button shows it.
    (await screen.findByRole('button', { name: 'More options' }, slow)).click();
    const volume = await screen.findByRole('button', { name: /Volume/ }, slow);
    expect(volume.textContent).toContain('None');
    expect(screen.queryAllByText('Nenhum')).toHaveLength(0);
    // Free text the contract does not code (a location, a library) stays as sent.
    expect(screen.getAllByText('Acervo geral').length).toBeGreaterThan(0);
  });

  it('offers "Nenhum" in Portuguese, as the server sends it', async () => {
    renderHoldForm('pt');
    (await screen.findByRole('button', { name: 'Mais opções' }, slow)).click();
    const volume = await screen.findByRole('button', { name: /Volume/ }, slow);
    expect(volume.textContent).toContain('Nenhum');
  });
});

describe("the interest profile's languages", () => {
  const renderField = (language: keyof typeof languages) => {
    current = languages[language];
    render(
      <I18nextProvider i18n={current}>
        <Suspense fallback={null}>
          <LanguagesField
            languages={[
              { codigo: 'por', descricao: 'Português' },
              { codigo: 'eng', descricao: 'Inglês' },
            ]}
            value={['por']}
            onChange={() => undefined}
            errorMessage={undefined}
          />
        </Suspense>
      </I18nextProvider>,
    );
  };

  it('are named in English', async () => {
    renderField('en');
    expect(await screen.findByRole('checkbox', { name: 'Portuguese' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
  });

  it('keep the server text in Portuguese', async () => {
    renderField('pt');
    expect(await screen.findByRole('checkbox', { name: 'Português' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Inglês' })).toBeTruthy();
  });
});

/** Shows what the labels give for a few values, one per line. */
function Labels() {
  const coded = useCodedValueLabels();
  const search = current.getFixedT(current.language, 'search');
  return (
    <ul>
      <li>{coded.workType(1, 'Livro')}</li>
      <li>{coded.workType('1', 'LIVRO ')}</li>
      <li>{coded.workType(1, 'Livros')}</li>
      <li>{coded.workType(99, 'Partitura')}</li>
      <li>{coded.language('SPA', 'Espanhol')}</li>
      <li>{coded.language('jpn', 'Japonês')}</li>
      <li>{coded.choice({ codigo: '0', descricao: 'Nenhum' })}</li>
      <li>{coded.choice({ codigo: '2', descricao: 'v. 2' })}</li>
      <li>{filterLabel(search, { tipo: 'T', codigo: '2', descricao: 'Periódico' }, coded)}</li>
      <li>{filterLabel(search, { tipo: 'I', codigo: 'ger', descricao: 'Alemão' }, coded)}</li>
      <li>{filterLabel(search, { tipo: 'C', codigo: '4', descricao: 'Obras raras' }, coded)}</li>
    </ul>
  );
}

const labelsIn = (language: keyof typeof languages) => {
  current = languages[language];
  render(
    <I18nextProvider i18n={current}>
      <Labels />
    </I18nextProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('coded-value labels', () => {
  it('translate known codes in English and leave what they do not know as sent', () => {
    expect(labelsIn('en')).toEqual([
      'Book',
      'Book',
      // Code 1 named otherwise is another institution's table: not ours to translate.
      'Livros',
      'Partitura',
      'Spanish',
      'Japonês',
      'None',
      'v. 2',
      'Periodical',
      'German',
      'Obras raras',
    ]);
  });

  it('translate them in Spanish', () => {
    expect(labelsIn('es')).toEqual([
      'Libro',
      'Libro',
      'Livros',
      'Partitura',
      'Español',
      'Japonês',
      'Ninguno',
      'v. 2',
      'Publicación periódica',
      'Alemán',
      'Obras raras',
    ]);
  });

  it('give the server text, byte for byte, in Portuguese', () => {
    expect(labelsIn('pt')).toEqual([
      'Livro',
      'LIVRO ',
      'Livros',
      'Partitura',
      'Espanhol',
      'Japonês',
      'Nenhum',
      'v. 2',
      'Periódico',
      'Alemão',
      'Obras raras',
    ]);
  });
});
