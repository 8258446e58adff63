import { describe, expect, it } from 'vitest';
import type { Copy, Title } from '../../../src/api/generated/model';
import {
  canonicalAddress,
  personName,
  schemaTypeOf,
  scriptJson,
  titleCitation,
  titleStructuredData,
} from '../../../src/app/server-render/record-head';
import {
  acceptedLanguages,
  requestLanguage,
} from '../../../src/app/server-render/request-language';
import { robotsTxt } from '../../../src/app/server-render/sitemap';

const title: Title = {
  cod_acervo: 182733,
  titulo: 'Dom Casmurro',
  autor: 'Assis, Machado de, 1839-1908',
  outros_autores: ['Issa, Carlos'],
  assunto: ['Literatura brasileira'],
  editora: 'São Paulo : Ática',
  ano_publicacao: 'c2019.',
  edicao: '3. ed.',
  idioma: 'POR',
  idioma_desc: 'Português',
  descricao_fisica: '256 p. : il. ; 21 cm',
  chamada: '869.3 A848d',
  isbn: ['9788508190000'],
  issn: [],
  cod_tipo_obra: 1,
  desc_tipo_obra: 'Livros',
  exemplares: { total: 2, disponiveis: 1 },
};

const copy = (library: number, name: string, situacao: Copy['situacao']): Copy => ({
  cod_exemplar: library * 10,
  cod_biblioteca: library,
  desc_biblioteca: name,
  situacao,
  chamada: '869.3',
});

describe("a title's structured data", () => {
  it('is a Book with its authors as people, publisher, year, ISBN and pages', () => {
    const data = titleStructuredData(title, {
      address: 'https://c.example/acervo/182733',
    }) as unknown as Record<string, unknown>;
    expect(data['@type']).toBe('Book');
    expect(data.author).toEqual([
      { '@type': 'Person', name: 'Machado de Assis' },
      { '@type': 'Person', name: 'Carlos Issa' },
    ]);
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Ática' });
    expect(data.datePublished).toBe('2019');
    expect(data.isbn).toBe('9788508190000');
    expect(data.numberOfPages).toBe(256);
  });

  it("offers each library's copies once, available when one copy is on the shelf", () => {
    const data = titleStructuredData(title, {
      address: 'https://c.example/acervo/182733',
      copies: [
        copy(1, 'Central', 'emprestado'),
        copy(1, 'Central', 'disponivel'),
        copy(2, 'Agrárias', 'emprestado'),
      ],
    }) as unknown as { offers: { availability: string; offeredBy: { name: string } }[] };
    expect(data.offers.map((offer) => [offer.offeredBy.name, offer.availability])).toEqual([
      ['Central', 'https://schema.org/InStoreOnly'],
      ['Agrárias', 'https://schema.org/OutOfStock'],
    ]);
  });

  it('is typed by the material in any of the three languages', () => {
    expect(schemaTypeOf('Periódico')).toBe('Periodical');
    expect(schemaTypeOf('Tesis')).toBe('Thesis');
    expect(schemaTypeOf('Dissertação')).toBe('Thesis');
    expect(schemaTypeOf('Audiolivro')).toBe('Audiobook');
    expect(schemaTypeOf('E-book')).toBe('Book');
    expect(schemaTypeOf('Partitura')).toBe('CreativeWork');
    expect(personName('Meireles, Cecília, 1901-1964')).toBe('Cecília Meireles');
  });
});

describe("a title's citation tags", () => {
  it('name its title, each author as catalogued without dates, publisher, year and ISBN', () => {
    expect(titleCitation(title, 'https://c.example/acervo/182733')).toEqual([
      ['citation_title', 'Dom Casmurro'],
      ['citation_author', 'Assis, Machado de'],
      ['citation_author', 'Issa, Carlos'],
      ['citation_publisher', 'Ática'],
      ['citation_publication_date', '2019'],
      ['citation_isbn', '9788508190000'],
      ['citation_language', 'POR'],
      ['citation_public_url', 'https://c.example/acervo/182733'],
    ]);
  });
});

describe('the head facts', () => {
  it('write JSON that cannot close its script', () => {
    const json = scriptJson({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: '</script><script>x()</script><!--',
    });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toMatchObject({ name: '</script><script>x()</script><!--' });
  });

  it('name the canonical address without the language', () => {
    expect(canonicalAddress(new URL('https://c.example/acervo/7?lng=en&x=1'))).toBe(
      'https://c.example/acervo/7?x=1',
    );
  });
});

describe("the server's language", () => {
  it('follows the address, the cookie, then Accept-Language by weight', () => {
    expect(acceptedLanguages('fr;q=0.9, es-ES, en;q=0.8, *;q=0.1, de;q=0')).toEqual([
      'es-ES',
      'fr',
      'en',
    ]);
    const url = (search = '') => new URL(`https://c.example/acervo/7${search}`);
    expect(requestLanguage(url(), { acceptLanguage: 'fr-FR, es;q=0.5' })).toBe('es');
    expect(requestLanguage(url(), { cookie: 'a=1; lng=en', acceptLanguage: 'es' })).toBe('en');
    expect(requestLanguage(url('?lng=es'), { cookie: 'lng=en' })).toBe('es');
    expect(requestLanguage(url(), {})).toBe('pt');
  });
});

describe('robots.txt', () => {
  it('keeps search results and the personal area out, and names the sitemap', () => {
    const robots = robotsTxt('https://c.example');
    expect(robots).toMatch(/^Disallow: \/meu-portal$/m);
    expect(robots).toMatch(/^Disallow: \/\*\?\*termo=$/m);
    expect(robots).toMatch(/^Disallow: \/sem-conexao$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/c\.example\/sitemap\.xml$/m);
  });
});
