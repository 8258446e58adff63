import type { BasketExport, BasketExportDados } from '../../../api/generated/model';
import { parseRecipients } from './recipients';

/** The file formats of `POST /acervo/exportar-cesta` (the other `tipo` is `email`). */
export const fileFormats = ['referencia', 'ris', 'bibtex'] as const;
export type FileFormat = (typeof fileFormats)[number];
export type ExportDetail = BasketExportDados;

export interface EmailFields {
  recipients: string;
  subject: string;
  message: string;
}

// The contract allows 1 to 500 titles per export.
export const EXPORT_MAX_TITLES = 500;

const codes = (acervos: readonly number[]) => [...new Set(acervos)];

/** Body of a file export (references, RIS, BibTeX) or of the printable page. */
export interface FileExportBody extends BasketExport {
  tipo: FileFormat | 'impressao';
  dados: ExportDetail;
}

export function fileExportRequest(
  tipo: FileFormat | 'impressao',
  dados: ExportDetail,
  acervos: readonly number[],
): FileExportBody {
  return { tipo, dados, acervos: codes(acervos) };
}

/**
 * Body of an export by e-mail: the recipients normalised to `a@x.org; b@x.org` (trimmed, no
 * trailing `;`), subject trimmed, an empty message left out.
 */
export function emailExportRequest(
  fields: EmailFields,
  dados: ExportDetail,
  acervos: readonly number[],
): BasketExport {
  const mensagem = fields.message.trim();
  return {
    tipo: 'email',
    dados,
    acervos: codes(acervos),
    opcoesEmail: {
      destinatarios: parseRecipients(fields.recipients).addresses.join('; '),
      assunto: fields.subject.trim(),
      ...(mensagem ? { mensagem } : {}),
    },
  };
}

const FALLBACK_NAMES: Record<FileFormat | 'impressao', string> = {
  referencia: 'cesta.txt',
  ris: 'cesta.ris',
  bibtex: 'cesta.bib',
  impressao: 'cesta.html',
};

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred, then
 * `filename="…"`), without any folder part; the format's usual name when the header has none.
 */
export function fileNameFrom(disposition: string | null, tipo: FileFormat | 'impressao'): string {
  const header = disposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || FALLBACK_NAMES[tipo];
}
