/**
 * The no-debts declaration as a one-page PDF, built in the browser: the e-mail call takes the
 * document as a file part (`POST /nada-consta/send-mail`), and the declaration's own address is
 * on the institution's site, which the browser may not read. Plain PDF 1.4 with the standard
 * Helvetica fonts (no embedding), text in WinAnsi (Latin-1 covers pt, en and es).
 */
export interface DeclarationText {
  heading: string;
  /** Lines under the heading (name, protocol, date...). */
  facts: string[];
  /** The declaration's paragraph, wrapped to the page. */
  body: string;
  /** Closing lines (where the official document is). */
  footer: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
// About 0.5 em per character in Helvetica 11 pt: 483 pt of line hold some 85 characters.
const LINE_CHARS = 85;

/** Latin-1 text as PDF string bytes: other characters become '?', parentheses and \ escaped. */
function pdfString(text: string): string {
  const latin1 = [...text.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) <= 0xff && char.length === 1 ? char : '?'))
    .join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n\t]/g, ' ')})`;
}

/** Words spread over lines of at most `width` characters (a longer word keeps a line alone). */
export function wrapText(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(text: DeclarationText): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN - 16;
  const show = (font: 'F1' | 'F2', size: number, line: string, gap: number) => {
    ops.push(`BT /${font} ${size} Tf ${MARGIN} ${y} Td ${pdfString(line)} Tj ET`);
    y -= gap;
  };
  show('F2', 16, text.heading, 32);
  for (const fact of text.facts) show('F1', 11, fact, 16);
  y -= 12;
  for (const line of wrapText(text.body)) show('F1', 11, line, 16);
  y -= 12;
  for (const line of text.footer.flatMap((part) => wrapText(part))) show('F1', 9, line, 13);
  return ops.join('\n');
}

/** The PDF's bytes: objects, cross-reference table with each object's byte offset, trailer. */
export function declarationPdf(text: DeclarationText): Uint8Array<ArrayBuffer> {
  const stream = contentStream(text);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  // Every character is one byte (Latin-1), so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}

/** The declaration as a file for the multipart upload. */
export const declarationFile = (text: DeclarationText, name: string): File =>
  new File([declarationPdf(text)], name, { type: 'application/pdf' });
