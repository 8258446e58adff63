import type { TitleAuthor, TitleRow } from '../collections';
import { getReferenceToday } from '../reference-date';

/**
 * ABNT NBR 6023 reference of a title, derived by rule:
 *   SURNAME, Given names. **Title**: subtitle. Edition. Place: Publisher, year. Pages.
 * Up to three authors are listed (more: the first one and "et al."); institutions are
 * written in capitals; works without author enter by title with the first word in capitals
 * (periodicals: the whole title). Unknown place, publisher and date become [S. l.], [s. n.]
 * and [s. d.]. `texto` marks the bold part with **, `html` with <strong>.
 */
export interface AbntReference {
  texto: string;
  html: string;
}

const MONTHS = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'maio',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
];

function upperLocale(value: string): string {
  return value.toLocaleUpperCase('pt-BR');
}

export function abntAuthorName(author: Pick<TitleAuthor, 'nome' | 'tipo'>): string {
  if (author.tipo === 'instituicao') return upperLocale(author.nome);
  if (author.tipo === 'evento') {
    const match = /^(.*) \((\d+)\. : (\d{4}) : (.*)\)$/.exec(author.nome);
    return match
      ? `${upperLocale(match[1]!)}, ${match[2]}., ${match[3]}, ${match[4]}`
      : upperLocale(author.nome);
  }
  const comma = author.nome.indexOf(', ');
  if (comma < 0) return upperLocale(author.nome);
  return `${upperLocale(author.nome.slice(0, comma))}, ${author.nome.slice(comma + 2)}`;
}

function authorsPart(title: TitleRow): string | null {
  const authors = title.autores.filter(
    (author) => author.funcao === 'autor' && (author.principal || author.tipo === 'pessoa'),
  );
  if (!title.autores.some((author) => author.principal)) return null;
  if (authors.length > 3) return `${abntAuthorName(authors[0]!)} et al.`;
  return authors.map(abntAuthorName).join('; ');
}

function ensurePeriod(value: string): string {
  return /[.!?]$/.test(value) ? value : `${value}.`;
}

function formatAccessDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

function direct(name: string): string {
  const comma = name.indexOf(', ');
  return comma > 0 ? `${name.slice(comma + 2)} ${name.slice(0, comma)}` : name;
}

export function abntReference(
  title: TitleRow,
  accessDate: string = getReferenceToday(),
): AbntReference {
  const authors = authorsPart(title);
  const subtitle = title.subtitulo ? `: ${title.subtitulo}` : '';
  let lead: [string, string];
  if (authors) {
    lead = [
      `${ensurePeriod(authors)} **${title.titulo}**${subtitle}.`,
      `${ensurePeriod(authors)} <strong>${title.titulo}</strong>${subtitle}.`,
    ];
  } else if (title.cod_tipo_obra === 2) {
    const entry = `${upperLocale(title.titulo)}${subtitle}.`;
    lead = [entry, entry];
  } else {
    const space = title.titulo.indexOf(' ');
    const first = space < 0 ? title.titulo : title.titulo.slice(0, space);
    const entry = `${upperLocale(first)}${space < 0 ? '' : title.titulo.slice(space)}${subtitle}.`;
    lead = [entry, entry];
  }
  const parts: string[] = [];
  const directors = title.autores.filter((author) => author.funcao === 'direcao');
  if (directors.length > 0)
    parts.push(`Direção: ${directors.map((author) => direct(author.nome)).join(', ')}.`);
  const translators = title.autores.filter((author) => author.funcao === 'tradutor');
  if (translators.length > 0)
    parts.push(`Tradução: ${translators.map((author) => direct(author.nome)).join(', ')}.`);
  if (title.edicao) parts.push(ensurePeriod(title.edicao));
  const thesis = title.tese;
  const year = title.ano_publicacao === null ? '[s. d.]' : String(title.ano_publicacao);
  if (thesis) {
    parts.push(`${year}.`);
  } else {
    const place = title.local_publicacao ?? '[S. l.]';
    const publisher = title.editora ?? '[s. n.]';
    const imprint =
      !title.local_publicacao && !title.editora ? '[S. l.: s. n.]' : `${place}: ${publisher}`;
    parts.push(`${imprint}, ${year}${title.cod_tipo_obra === 2 ? '-' : ''}.`);
  }
  if (title.paginas) parts.push(`${title.paginas} ${thesis ? 'f' : 'p'}.`);
  else if (title.cod_tipo_obra === 7 || title.cod_tipo_obra === 8 || title.cod_tipo_obra === 9)
    parts.push(ensurePeriod(title.descricao_fisica));
  if (title.serie) parts.push(`(${title.serie}${title.volume ? `, v. ${title.volume}` : ''}).`);
  if (thesis) {
    const kind =
      title.cod_tipo_obra === 3
        ? 'Tese'
        : title.cod_tipo_obra === 4
          ? 'Dissertação'
          : 'Trabalho de conclusão de curso';
    const where = [thesis.instituicao, title.local_publicacao, thesis.ano]
      .filter((part) => part !== null && part !== '')
      .join(', ');
    parts.push(
      `${kind} (${thesis.grau}${thesis.programa ? ` em ${thesis.programa}` : ''}) – ${where}.`,
    );
  }
  if (title.issn) parts.push(`ISSN ${title.issn}.`);
  const link = title.links[0];
  if (link) parts.push(`Disponível em: ${link.url}. Acesso em: ${formatAccessDate(accessDate)}.`);
  const tail = parts.length > 0 ? ` ${parts.join(' ')}` : '';
  return { texto: `${lead[0]}${tail}`, html: `${lead[1]}${tail}` };
}
