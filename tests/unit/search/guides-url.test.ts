import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authoritySearchTypes,
  chosenInstitutions,
  indexEntryParams,
  indexTypes,
  institutionFilters,
  parseAuthorityType,
  parseIndexType,
  readAuthoritySearch,
  readIndexBrowse,
  toAuthorityParams,
  toBrowseParams,
  withGuideParams,
  writeAuthoritySearch,
  writeIndexBrowse,
} from '../../../src/features/search/guides/utils/guide-url';
import { parsePage } from '../../../src/lib/urls/page-param';
import { readSearchUrl } from '../../../src/features/search/utils/search-url';
import type { SearchGuide } from '../../../src/api/generated/model';

const guide = (tipo: SearchGuide['tipo'], codigo: string = tipo): SearchGuide => ({
  codigo,
  tipo,
  descricao: codigo,
  ordem: 1,
  padrao: false,
});

const word = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((text) => text.trim() === text && text !== '');

describe('index and authority types', () => {
  it('any text parses to one of the contract types, known ones to themselves', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (value) => {
        expect(indexTypes).toContain(parseIndexType(value));
        expect(authoritySearchTypes).toContain(parseAuthorityType(value));
      }),
    );
    for (const type of indexTypes) expect(parseIndexType(type)).toBe(type);
    for (const type of authoritySearchTypes) expect(parseAuthorityType(type)).toBe(type);
    expect(parseIndexType('nope')).toBe('titulo');
    expect(parseAuthorityType(null)).toBe('todos');
  });

  it('offers the 12 authority types and "all"', () => {
    expect(authoritySearchTypes).toHaveLength(13);
    expect(authoritySearchTypes[0]).toBe('todos');
  });

  it('a page is a positive integer, 1 for anything else', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (value) => {
        const page = parsePage(value);
        expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (page) => {
        expect(parsePage(String(page))).toBe(page);
      }),
    );
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
  });
});

describe('URL round trips', () => {
  it('an index browse survives the URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...indexTypes),
        word,
        fc.integer({ min: 1, max: 500 }),
        (indice, palavra, pagina) => {
          const state = { indice, palavra, pagina };
          expect(readIndexBrowse(writeIndexBrowse(state))).toEqual(state);
        },
      ),
    );
  });

  it('an authority search survives the URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...authoritySearchTypes),
        word,
        fc.integer({ min: 1, max: 500 }),
        (autoridade, termo, pagina) => {
          const state = { autoridade, termo, pagina };
          expect(readAuthoritySearch(writeAuthoritySearch(state))).toEqual(state);
        },
      ),
    );
  });

  it('chosen institutions become Z filters and back, without duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 })), (codes) => {
        const filters = institutionFilters(codes);
        expect(filters.every((filter) => /^Z:\d+$/.test(filter))).toBe(true);
        expect(chosenInstitutions(filters)).toEqual([...new Set(codes)]);
      }),
    );
    expect(chosenInstitutions(['T:1', 'Z:3', 'Z:x', 'Y:2019'])).toEqual([3]);
  });
});

describe('index entries', () => {
  it("an entry's titles are an exact search of the heading in its field, remembering the browse", () => {
    const params = indexEntryParams(
      { indice: 'colecao', palavra: 'add', pagina: 3 },
      'Addison-Wesley',
    );
    const state = readSearchUrl(params);
    expect(state.linhas).toEqual([{ campo: 'serie', termo: 'Addison-Wesley', tipoTermo: 'exato' }]);
    expect(state.pagina).toBe(1);
    expect(state.filtros).toEqual([]);
    expect(params.get('indice')).toBe('colecao');
    expect(params.get('palavra')).toBe('add');
  });

  it('every index maps to an advanced-search field', () => {
    for (const indice of indexTypes) {
      const [row] =
        readSearchUrl(indexEntryParams({ indice, palavra: 'a', pagina: 1 }, 'x')).linhas ?? [];
      expect(row?.campo).toBeTruthy();
    }
  });

  it('later steps of the index guide keep the index and word; other guides drop them', () => {
    const current = new URLSearchParams('indice=autor&palavra=mach&consulta=[]');
    const next = new URLSearchParams('consulta=[]&pagina=2');
    expect(withGuideParams(next, current, guide('index')).get('palavra')).toBe('mach');
    expect(withGuideParams(next, current, guide('index')).get('pagina')).toBe('2');
    expect(withGuideParams(next, current, guide('simple')).has('indice')).toBe(false);
  });
});

describe('GET /consulta parameters', () => {
  it('browse and authority searches ask their base', () => {
    expect(
      toBrowseParams({ indice: 'isbn', palavra: '978', pagina: 2 }, guide('index', 'indices')),
    ).toMatchObject({
      base: 'indice',
      tipoIndice: 'isbn',
      termo: '978',
      page: 2,
      search_tab: 'indices',
    });
    expect(
      toAuthorityParams({ autoridade: 'assunto', termo: 'brasil', pagina: 1 }, guide('authority')),
    ).toMatchObject({ base: 'autoridade', tipoAutoridade: 'assunto', termo: 'brasil', page: 1 });
  });
});
