import type { TitleRow } from '../collections';
import { hashString } from '../prng';

const PALETTE = [
  '#1f3a5f',
  '#7a1f2b',
  '#2f5d3a',
  '#5b3a7a',
  '#8a5a14',
  '#234e52',
  '#4a4a4a',
  '#6b2d5c',
];

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`]
    : lines;
}

/** Colour of a title (GET /acervo/{id}/cor), stable per title. */
export function titleColor(title: Pick<TitleRow, 'cod_acervo'>): string {
  return PALETTE[hashString(`cover:${title.cod_acervo}`) % PALETTE.length]!;
}

/** The generated cover served at link_capa (/covers/{cod_acervo}.svg). */
export function coverSvg(title: TitleRow): string {
  const color = titleColor(title);
  const main = title.autores.find((author) => author.principal);
  const author = main ? main.nome.split(', ').reverse().join(' ') : (title.editora ?? '');
  const titleLines = wrap(title.titulo, 16, 5)
    .map(
      (line, index) =>
        `<text x="100" y="${90 + index * 26}" font-size="20" text-anchor="middle" fill="#fff" font-family="Georgia, serif">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img" aria-label="${escapeXml(title.titulo)}"><rect width="200" height="300" fill="${color}"/><rect x="12" y="12" width="176" height="276" fill="none" stroke="#fff" stroke-opacity="0.5"/>${titleLines}<text x="100" y="262" font-size="13" text-anchor="middle" fill="#fff" font-family="Helvetica, Arial, sans-serif">${escapeXml(author)}</text></svg>`;
}
