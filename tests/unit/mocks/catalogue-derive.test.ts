// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getSeed, type TitleRow } from '../../../mocks/db';
import {
  abntReference,
  authorityMarc,
  coverSvg,
  dublinCore,
  kardexIssues,
  marcValue,
  titleMarc,
  titleStatistics,
} from '../../../mocks/db/derive';

function real(name: string): TitleRow {
  const title = getSeed().titles.find((row) => row.origem === 'real' && row.titulo === name);
  if (!title) throw new Error(`no real title ${name}`);
  return title;
}

const stripIsbd = (value: string | undefined): string => (value ?? '').replace(/\s*[:/.,;]$/, '');

describe('MARC 21 record of a title', () => {
  it('matches the title fields: 245 title, 100 author, 020 ISBN, 008 year and language', () => {
    for (const title of getSeed().titles.filter((_, position) => position % 97 === 0)) {
      const marc = titleMarc(title);
      expect(stripIsbd(marcValue(marc, '245', 'a'))).toBe(title.titulo);
      if (title.subtitulo) expect(stripIsbd(marcValue(marc, '245', 'b'))).toBe(title.subtitulo);
      const main = title.autores.find((author) => author.principal);
      if (main?.tipo === 'pessoa')
        expect(stripIsbd(marcValue(marc, '100', 'a'))).toBe(main.nome.replace(/\.$/, ''));
      expect(marcValue(marc, '020', 'a')).toBe(title.isbn ?? undefined);
      expect(marcValue(marc, '001')).toBe(String(title.cod_acervo));
      const fixed = marcValue(marc, '008')!;
      expect(fixed).toHaveLength(40);
      expect(fixed.slice(7, 11)).toBe(
        title.ano_publicacao === null ? 'uuuu' : String(title.ano_publicacao),
      );
      expect(fixed.slice(35, 38)).toBe(title.idioma);
      expect(marc.lider).toHaveLength(24);
    }
  });

  it('writes Dom Casmurro as a cataloguer would', () => {
    const marc = titleMarc(real('Dom Casmurro'));
    expect(marc.campos.find((field) => field.tag === '100')).toEqual({
      tag: '100',
      indicador1: '1',
      indicador2: ' ',
      subcampos: [
        { codigo: 'a', valor: 'Assis, Machado de,' },
        { codigo: 'd', valor: '1839-1908.' },
      ],
    });
    expect(marc.campos.find((field) => field.tag === '245')?.indicador1).toBe('1');
    expect(marcValue(marc, '264', 'b')).toBe('H. Garnier,');
    expect(marc.lider.slice(5, 8)).toBe('nam');
    // The leader's record length is the real ISO 2709 length.
    expect(Number(marc.lider.slice(0, 5))).toBeGreaterThan(Number(marc.lider.slice(12, 17)));
  });

  it('counts leading articles as non-filing characters (245 second indicator)', () => {
    expect(
      titleMarc(real('A hora da estrela')).campos.find((field) => field.tag === '245')?.indicador2,
    ).toBe('2');
    expect(
      titleMarc(real('The great Gatsby')).campos.find((field) => field.tag === '245')?.indicador2,
    ).toBe('4');
  });

  it('gives periodicals their ISSN and serial leader', () => {
    const marc = titleMarc(real('Nature'));
    expect(marcValue(marc, '022', 'a')).toBe('0028-0836');
    expect(marc.lider.slice(6, 8)).toBe('as');
  });

  it('has an authority record for an author with its see-from forms', () => {
    const orwell = getSeed().authorities.find((row) => row.cabecalho === 'Orwell, George')!;
    const marc = authorityMarc(orwell);
    expect(marcValue(marc, '100', 'a')).toBe('Orwell, George,');
    expect(marcValue(marc, '100', 'd')).toBe('1903-1950');
    expect(
      marc.campos
        .filter((field) => field.tag === '400')
        .map((field) => field.subcampos?.[0]?.valor),
    ).toContain('Blair, Eric Arthur,');
  });
});

describe('ABNT NBR 6023 reference', () => {
  it.each([
    ['Dom Casmurro', 'ASSIS, Machado de. **Dom Casmurro**. Rio de Janeiro: H. Garnier, 1899.'],
    [
      'Grande sertão',
      'ROSA, João Guimarães. **Grande sertão**: veredas. Rio de Janeiro: José Olympio, 1956.',
    ],
    ['Iracema', 'ALENCAR, José de. **Iracema**. Rio de Janeiro: [s. n.], 1865.'],
    [
      'The C programming language',
      'KERNIGHAN, Brian W.; RITCHIE, Dennis M. **The C programming language**. 2nd ed. Englewood Cliffs: Prentice Hall, 1988. 272 p.',
    ],
    [
      'Design patterns',
      'GAMMA, Erich et al. **Design patterns**: elements of reusable object-oriented software. Reading, Mass.: Addison-Wesley, 1994. 395 p. (Addison-Wesley professional computing series).',
    ],
    [
      'La vida de Lazarillo de Tormes y de sus fortunas y adversidades',
      'LA vida de Lazarillo de Tormes y de sus fortunas y adversidades. Burgos: [s. n.], 1554.',
    ],
    [
      'Nature',
      'NATURE: international weekly journal of science. London: Macmillan, 1869-. ISSN 0028-0836.',
    ],
    [
      'Non-cooperative games',
      'NASH, John F. **Non-cooperative games**. 1950. Tese (Ph.D. em Mathematics) – Princeton University, Princeton, 1950.',
    ],
    [
      'Revista de saúde pública',
      'REVISTA DE SAÚDE PÚBLICA. São Paulo: Universidade de São Paulo, Faculdade de Saúde Pública, 1967-. ISSN 0034-8910. Disponível em: https://www.revistas.usp.br/rsp. Acesso em: 20 nov. 2026.',
    ],
  ])('%s', (name, expected) => {
    expect(abntReference(real(name)).texto).toBe(expected);
  });

  it('puts the title in bold in the HTML form', () => {
    expect(abntReference(real('Dom Casmurro')).html).toBe(
      'ASSIS, Machado de. <strong>Dom Casmurro</strong>. Rio de Janeiro: H. Garnier, 1899.',
    );
  });
});

describe('other derived views', () => {
  it('maps Dublin Core from the same fields', () => {
    const elements = dublinCore(real('Dom Casmurro'));
    expect(elements).toContainEqual({ elemento: 'title', valor: 'Dom Casmurro' });
    expect(elements).toContainEqual({ elemento: 'creator', valor: 'Assis, Machado de, 1839-1908' });
    expect(elements).toContainEqual({ elemento: 'coverage', valor: 'Rio de Janeiro (RJ)' });
    expect(elements).toContainEqual({ elemento: 'language', valor: 'por' });
  });

  it('has stable per-year statistics that stop at the reference month', () => {
    const title = real('Dom Casmurro');
    expect(titleStatistics(title, 2026, '2026-11-20')).toEqual(
      titleStatistics(title, 2026, '2026-11-20'),
    );
    expect(titleStatistics(title, 2026, '2026-11-20').meses).toHaveLength(11);
    expect(titleStatistics(title, 2025, '2026-11-20').meses).toHaveLength(12);
  });

  it('lists kardex issues by frequency, none after the reference day', () => {
    const issues = kardexIssues(real('Communications of the ACM'), 2026, '2026-11-20');
    expect(issues.length).toBe(11);
    expect(issues[0]).toMatchObject({ ano: 2026, volume: '69', numero: '1' });
    expect(
      issues.every((issue) => issue.data_chegada === null || issue.data_chegada <= '2026-11-20'),
    ).toBe(true);
  });

  it('draws an SVG cover with the title', () => {
    expect(coverSvg(real('Dom Casmurro'))).toMatch(/^<svg[^>]*aria-label="Dom Casmurro"/);
  });
});
