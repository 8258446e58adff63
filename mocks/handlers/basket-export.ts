import type { TitleRow } from '../db';
import { abntReference } from '../db/derive';
import { foldText } from '../db/text';

/*
 * The files of POST /acervo/exportar-cesta, built from the titles themselves: ABNT references
 * (the data layer's builder), RIS and BibTeX for reference managers, and a printable page.
 */

export type ExportFormat = 'referencia' | 'ris' | 'bibtex' | 'impressao';
export type ExportDetail = 'referencia' | 'completo';

export const EXPORT_FILES: Record<ExportFormat, { contentType: string; filename: string }> = {
  referencia: { contentType: 'text/plain; charset=utf-8', filename: 'cesta.txt' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', filename: 'cesta.ris' },
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', filename: 'cesta.bib' },
  impressao: { contentType: 'text/html; charset=utf-8', filename: 'cesta.html' },
};

const subjectsOf = (title: TitleRow) =>
  title.assuntos.map((subject) =>
    [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(' -- '),
  );
const fullTitle = (title: TitleRow) =>
  title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo;
const creators = (title: TitleRow) => title.autores.filter((author) => author.funcao === 'autor');
const contributors = (title: TitleRow) =>
  title.autores.filter((author) => author.funcao !== 'autor');

/** One ABNT reference per title (bold marked with **, as the contract's example), then details when complete. */
export function referencesText(
  titles: readonly TitleRow[],
  detail: ExportDetail,
  today: string,
): string {
  return titles
    .map((title) => {
      const lines = [abntReference(title, today).texto];
      if (detail === 'completo') {
        if (title.assuntos.length) lines.push(`  Assuntos: ${subjectsOf(title).join('; ')}`);
        lines.push(`  Número de chamada: ${title.chamada}`);
        if (title.resumo) lines.push(`  Resumo: ${title.resumo}`);
      }
      return `${lines.join('\n')}\n`;
    })
    .join('\n');
}

const RIS_TYPE: Record<number, string> = {
  1: 'BOOK',
  2: 'JOUR',
  3: 'THES',
  4: 'THES',
  5: 'THES',
  6: 'EBOOK',
  7: 'MAP',
  8: 'VIDEO',
  9: 'SOUND',
  10: 'CONF',
};

/** RIS records (TY first, ER last), one per title. */
export function risText(titles: readonly TitleRow[], detail: ExportDetail): string {
  return titles
    .map((title) => {
      const tags: Array<[string, string | null | undefined]> = [
        ['TY', RIS_TYPE[title.cod_tipo_obra] ?? 'GEN'],
      ];
      for (const author of creators(title)) tags.push(['AU', author.nome]);
      for (const author of contributors(title)) tags.push(['A2', author.nome]);
      tags.push(['TI', fullTitle(title)]);
      tags.push(['PY', title.ano_publicacao === null ? null : String(title.ano_publicacao)]);
      tags.push(['ET', title.edicao]);
      tags.push(['CY', title.local_publicacao]);
      tags.push(['PB', title.editora]);
      tags.push(['SN', title.isbn ?? title.issn]);
      tags.push(['T3', title.serie]);
      tags.push(['LA', title.idioma]);
      tags.push(['CN', title.chamada]);
      for (const link of title.links) tags.push(['UR', link.url]);
      if (detail === 'completo') {
        for (const subject of subjectsOf(title)) tags.push(['KW', subject]);
        tags.push(['AB', title.resumo]);
        for (const note of title.notas) tags.push(['N1', note]);
      }
      tags.push(['ID', String(title.cod_acervo)]);
      const body = tags
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([tag, value]) => `${tag}  - ${value}`);
      return `${body.join('\r\n')}\r\nER  - \r\n`;
    })
    .join('\r\n');
}

const escapeBibtex = (value: string) =>
  value.replace(/\\/g, '\\textbackslash{}').replace(/([{}&%$#_])/g, '\\$1');

/** BibTeX citation key: first author's surname, year and first title word, plus the code for uniqueness. */
export function bibtexKey(title: TitleRow): string {
  const author = title.autores.find((item) => item.principal) ?? title.autores[0];
  const surname = foldText(author?.nome.split(',')[0] ?? 'anonimo').replace(/[^a-z0-9]/g, '');
  const word =
    foldText(title.titulo)
      .split(/\s+/)
      .find((part) => part.replace(/[^a-z0-9]/g, '').length > 2) ?? 'titulo';
  return `${surname || 'anonimo'}${title.ano_publicacao ?? 'sd'}${word.replace(/[^a-z0-9]/g, '')}${title.cod_acervo}`;
}

const BIBTEX_TYPE: Record<number, string> = {
  1: 'book',
  3: 'phdthesis',
  4: 'mastersthesis',
  6: 'book',
  10: 'proceedings',
};

/** BibTeX entries (@book{key, author, title, year, publisher, isbn...}), one per title. */
export function bibtexText(titles: readonly TitleRow[], detail: ExportDetail): string {
  return titles
    .map((title) => {
      const fields: Array<[string, string | null | undefined]> = [
        [
          'author',
          creators(title)
            .map((author) => author.nome)
            .join(' and ') || null,
        ],
        ['title', fullTitle(title)],
        ['year', title.ano_publicacao === null ? null : String(title.ano_publicacao)],
        ['edition', title.edicao],
        ['address', title.local_publicacao],
        ['publisher', title.editora],
        ['series', title.serie],
        ['isbn', title.isbn],
        ['issn', title.issn],
        ['school', title.tese?.instituicao],
        ['language', title.idioma],
        ['url', title.links[0]?.url],
      ];
      if (detail === 'completo') {
        fields.push(
          ['keywords', subjectsOf(title).join(', ') || null],
          ['abstract', title.resumo],
          ['note', title.notas.join('. ') || null],
        );
      }
      const body = fields
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => `  ${name} = {${escapeBibtex(value!)}}`)
        .join(',\n');
      return `@${BIBTEX_TYPE[title.cod_tipo_obra] ?? 'misc'}{${bibtexKey(title)},\n${body}\n}\n`;
    })
    .join('\n');
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A printable page: the ABNT references as an ordered list (titles in bold). */
export function printHtml(
  titles: readonly TitleRow[],
  detail: ExportDetail,
  today: string,
): string {
  const items = titles
    .map((title) => {
      // The builder's HTML marks the title with <strong>; the rest of the text is escaped.
      const reference = abntReference(title, today)
        .html.split(/(<strong>|<\/strong>)/)
        .map((part) => (part === '<strong>' || part === '</strong>' ? part : escapeHtml(part)))
        .join('');
      const extra =
        detail === 'completo'
          ? `<dl><dt>Assuntos</dt><dd>${escapeHtml(subjectsOf(title).join('; ') || '-')}</dd><dt>Número de chamada</dt><dd>${escapeHtml(title.chamada)}</dd></dl>`
          : '';
      return `<li>${reference}${extra}</li>`;
    })
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cesta</title><style>body{font-family:serif;margin:2rem}li{margin-bottom:1rem}</style></head><body><h1>Cesta</h1><ol>${items}</ol></body></html>`;
}

export function exportFile(
  format: ExportFormat,
  titles: readonly TitleRow[],
  detail: ExportDetail,
  today: string,
): string {
  switch (format) {
    case 'referencia':
      return referencesText(titles, detail, today);
    case 'ris':
      return risText(titles, detail);
    case 'bibtex':
      return bibtexText(titles, detail);
    case 'impressao':
      return printHtml(titles, detail, today);
  }
}
