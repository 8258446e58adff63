import { parseInertHtml } from '../../../lib/html/sanitize-html';

/** A piece of one reference: plain text, or the part ABNT sets in bold (the title). */
export interface ReferencePart {
  text: string;
  bold: boolean;
}

/** One printable entry: the reference, then the record's extra details when exported complete. */
export interface PrintableReference {
  parts: ReferencePart[];
  details: Array<{ term: string; value: string }>;
}

const BOLD = new Set(['STRONG', 'B']);

function partsOf(node: Node, bold: boolean, into: ReferencePart[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    if (!text) return;
    const last = into[into.length - 1];
    if (last && last.bold === bold) last.text += text;
    else into.push({ text, bold });
    return;
  }
  if (!(node instanceof Element) || node.tagName === 'DL') return;
  for (const child of Array.from(node.childNodes))
    partsOf(child, bold || BOLD.has(node.tagName), into);
}

/**
 * Reads the printable page `tipo: impressao` answers (an `<ol>` of references) into data, so the
 * app renders it with its own markup: only text and bold survive, never the server's HTML.
 */
export function readPrintableReferences(html: string): PrintableReference[] {
  const document = parseInertHtml(html);
  return Array.from(document.querySelectorAll('ol > li')).map((item) => {
    const parts: ReferencePart[] = [];
    partsOf(item, false, parts);
    const details: PrintableReference['details'] = [];
    for (const term of Array.from(item.querySelectorAll('dl > dt'))) {
      const value = term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling : null;
      details.push({
        term: term.textContent?.trim() ?? '',
        value: value?.textContent?.trim() ?? '',
      });
    }
    const trimmed = parts
      .map((part, index) => (index === 0 ? { ...part, text: part.text.trimStart() } : part))
      .filter((part) => part.text);
    const last = trimmed[trimmed.length - 1];
    if (last) last.text = last.text.trimEnd();
    return { parts: trimmed.filter((part) => part.text), details };
  });
}
