import { AUTHORITY_TYPES, type AuthorityRow, type AuthorityType } from '../collections';

/** Real alternative forms of some authors' names (MARC 400 "see from" references). */
const KNOWN_VARIANTS: Record<string, string[]> = {
  'Assis, Machado de': [
    'Machado de Assis, Joaquim Maria, 1839-1908',
    'Machado de Assis, 1839-1908',
  ],
  'Rosa, João Guimarães': ['Guimarães Rosa, João, 1908-1967'],
  'Lispector, Clarice': ['Lispector, Chaya, 1920-1977'],
  'Orwell, George': ['Blair, Eric Arthur, 1903-1950'],
  'Twain, Mark': ['Clemens, Samuel Langhorne, 1835-1910'],
  'García Márquez, Gabriel': ['Márquez, Gabriel García, 1927-2014'],
  'Cervantes Saavedra, Miguel de': ['Cervantes, Miguel de, 1547-1616'],
  'Neruda, Pablo': ['Reyes Basoalto, Ricardo Eliécer Neftalí, 1904-1973'],
  'Mistral, Gabriela': ['Godoy Alcayaga, Lucila, 1889-1957'],
  'Lobato, Monteiro': ['Lobato, José Bento Monteiro, 1882-1948'],
  'Barreto, Lima': ['Barreto, Afonso Henriques de Lima, 1881-1922'],
  'Buarque, Chico': ['Hollanda, Francisco Buarque de, 1944-'],
  'Queirós, Eça de': ['Queiroz, Eça de, 1845-1900', 'Queirós, José Maria Eça de, 1845-1900'],
};

interface Entry {
  row: AuthorityRow;
  titles: Set<number>;
}

/**
 * Interns headings met while generating titles, so each person, subject or uniform title
 * becomes exactly one authority and every title points at it by code.
 */
export class AuthorityRegistry {
  #entries = new Map<string, Entry>();
  #byCode = new Map<number, Entry>();
  #next = 1;
  #today: string;

  constructor(today: string) {
    this.#today = today;
  }

  intern(
    tipo: AuthorityType,
    termo: string,
    datas: string | null,
    codAcervo: number,
    source: string,
  ): number {
    const key = `${tipo}|${termo}|${datas ?? ''}`;
    let entry = this.#entries.get(key);
    if (!entry) {
      const type = AUTHORITY_TYPES.find((candidate) => candidate.tipo === tipo)!;
      entry = {
        row: {
          cod_autoridade: this.#next++,
          cod_tipo_autoridade: type.cod_tipo_autoridade,
          tipo,
          desc_tipo: type.descricao,
          cabecalho: termo,
          datas,
          remissivas_ver: [],
          remissivas_ver_tambem: [],
          fonte: source,
          notas: [`Fonte: ${source}.`],
          total_titulos: 0,
          data_catalogacao: this.#today,
        },
        titles: new Set(),
      };
      this.#entries.set(key, entry);
      this.#byCode.set(entry.row.cod_autoridade, entry);
    }
    entry.titles.add(codAcervo);
    return entry.row.cod_autoridade;
  }

  relate(from: number, to: number): void {
    const a = this.#byCode.get(from);
    const b = this.#byCode.get(to);
    if (a && b && from !== to && !a.row.remissivas_ver_tambem.includes(to)) {
      a.row.remissivas_ver_tambem.push(to);
      b.row.remissivas_ver_tambem.push(from);
    }
  }

  /** Final rows, with usage counts and "see from" forms. */
  rows(): AuthorityRow[] {
    const out: AuthorityRow[] = [];
    for (const { row, titles } of this.#entries.values()) {
      row.total_titulos = titles.size;
      if (row.tipo === 'autor_pessoa') {
        const heading = row.cabecalho;
        const comma = heading.indexOf(', ');
        const direct =
          comma > 0 ? `${heading.slice(comma + 2)} ${heading.slice(0, comma)}` : heading;
        row.remissivas_ver = [...(KNOWN_VARIANTS[heading] ?? []), direct].filter(
          (form) => form !== heading,
        );
        if (row.datas) row.notas.push(`Datas: ${row.datas}.`);
      }
      out.push(row);
    }
    return out.sort((a, b) => a.cod_autoridade - b.cod_autoridade);
  }
}
