import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchGuide } from '../../../src/api/generated/model';
import { withGuideParams } from '../../../src/features/search/guides/utils/guide-url';
import {
  hasGuideForm,
  hasGuideResults,
} from '../../../src/features/search/guides/utils/guide-rules';
import {
  isOptionGuide,
  optionGuideTypes,
} from '../../../src/features/search/guides/utils/option-guide-types';
import {
  optionGuideParams,
  optionGuideRows,
  readOptionGuideSearch,
  type OptionGuideSearch,
} from '../../../src/features/search/guides/utils/option-guide-url';
import {
  checkOptionGuideForm,
  defaultOption,
  MAX_TERM_LENGTH,
} from '../../../src/features/search/guides/components/option-guide';
import { readSearchUrl, toSearchParams } from '../../../src/features/search/utils/search-url';

const guide = (tipo: SearchGuide['tipo'], codigo: string = tipo): SearchGuide => ({
  codigo,
  tipo,
  descricao: codigo,
  ordem: 1,
  padrao: false,
});

const ALL = { codigo: 'todos', descricao: 'Todos os atos', padrao: true };
const LAWS = { codigo: 'lei', descricao: 'Leis' };

const term = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((text) => text.trim() === text && text !== '');
const code = fc.stringMatching(/^[0-9]{1,4}$/);

describe('the archive, normative-acts and case-law guides in the address', () => {
  it('a bare guide address is an empty form with no results', () => {
    const params = new URLSearchParams();
    expect(readOptionGuideSearch(params)).toEqual({ opcao: '', termo: '', lookups: {} });
    for (const tipo of optionGuideTypes) {
      expect(hasGuideForm(guide(tipo))).toBe(true);
      expect(hasGuideResults(guide(tipo), readSearchUrl(params), params)).toBe(false);
    }
  });

  it('a search written to the address reads back as the same form (a shared link restores it)', () => {
    fc.assert(
      fc.property(
        term,
        fc.boolean(),
        fc.option(code, { nil: undefined }),
        fc.option(code, { nil: undefined }),
        fc.option(code, { nil: undefined }),
        (termo, lawsChosen, campus, library, course) => {
          const search: OptionGuideSearch = {
            opcao: lawsChosen ? 'lei' : 'todos',
            termo,
            lookups: {
              ...(campus ? { campus } : {}),
              ...(library ? { library } : {}),
              ...(course ? { course } : {}),
            },
          };
          const params = optionGuideParams(
            readSearchUrl(new URLSearchParams()),
            search,
            lawsChosen ? LAWS : ALL,
          );
          const read = readOptionGuideSearch(params);
          // The default option is the list's, so the address does not name it.
          expect(read).toEqual({ ...search, opcao: lawsChosen ? 'lei' : '' });
          expect(hasGuideResults(guide('normative-acts'), readSearchUrl(params), params)).toBe(
            true,
          );
        },
      ),
    );
  });

  it('the search sent is the catalogue search of its rows, the library and course as B and P filters', () => {
    const params = optionGuideParams(
      readSearchUrl(new URLSearchParams('ordenacao=T&exibicao=C&pagina=4&filtros=T:1')),
      { opcao: 'lei', termo: 'ensino', lookups: { campus: '1', library: '3', course: '104' } },
      LAWS,
    );
    expect(params.get('pagina')).toBe('1');
    expect(params.get('ordenacao')).toBe('T');
    expect(params.get('exibicao')).toBe('C');
    expect(params.get('opcao')).toBe('lei');
    expect(params.get('campus')).toBe('1');
    expect(params.getAll('filtros')).toEqual(['B:3', 'P:104']);
    const sent = toSearchParams(readSearchUrl(params), guide('normative-acts', 'atos-normativos'));
    expect(JSON.parse(sent.consulta!)).toEqual([
      { campo: 'livre', termo: 'ensino', tipoTermo: 'livre' },
      { campo: 'livre', termo: 'Leis', tipoTermo: 'exato', operador: 'E' },
    ]);
    expect(sent.filtro).toEqual(['B:3', 'P:104']);
    expect(sent.search_tab).toBe('atos-normativos');
  });

  it("the list's default option adds no row: it is every document", () => {
    expect(optionGuideRows({ opcao: 'todos', termo: 'ata', lookups: {} }, ALL)).toEqual([
      { campo: 'livre', termo: 'ata', tipoTermo: 'livre' },
    ]);
    expect(defaultOption([LAWS, ALL])).toBe(ALL);
    expect(defaultOption([LAWS])).toBe(LAWS);
  });

  it('pages, sorts and filters keep the option and the campus; other guides do not carry them', () => {
    const current = new URLSearchParams('opcao=ata&campus=2&consulta=x');
    const next = new URLSearchParams('pagina=2');
    for (const tipo of optionGuideTypes) {
      expect(isOptionGuide(guide(tipo))).toBe(true);
      const carried = withGuideParams(next, current, guide(tipo));
      expect(carried.get('opcao')).toBe('ata');
      expect(carried.get('campus')).toBe('2');
    }
    expect(withGuideParams(next, current, guide('simple')).has('opcao')).toBe(false);
    expect(isOptionGuide(guide('network'))).toBe(false);
  });
});

describe('the form rules', () => {
  it('the term is required and at most 500 characters; lookup text must name an entry', () => {
    expect(checkOptionGuideForm('  ', ['library'], {}, {})).toEqual({ termo: 'required' });
    expect(checkOptionGuideForm('x'.repeat(MAX_TERM_LENGTH + 1), [], {}, {})).toEqual({
      termo: 'tooLong',
    });
    expect(checkOptionGuideForm('lei', ['campus', 'library'], {}, { library: 'Bibli' })).toEqual({
      library: true,
    });
    expect(
      checkOptionGuideForm('lei', ['library'], { library: '1' }, { library: 'Biblioteca Central' }),
    ).toEqual({});
  });
});
