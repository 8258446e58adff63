import { apiClient } from '../../../api/client';
import { ApiError, type ApiErrorBody } from '../../../api/errors';
import { fileNameFrom, type FileExportBody } from '../utils/export-request';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** The server's `Content-Type`, e.g. `application/x-bibtex; charset=utf-8`. */
  contentType: string;
}

function errorBody(error: unknown): ApiErrorBody | undefined {
  if (error && typeof error === 'object' && 'message' in error) return error as ApiErrorBody;
  if (typeof error === 'string' && error) return { message: error };
  return undefined;
}

/**
 * `POST /acervo/exportar-cesta` for a file. The generated call parses JSON and drops the headers,
 * but a file needs its bytes, name (`Content-Disposition`) and type: so this goes through the
 * typed client directly, which still applies tokens, language and refresh.
 */
export async function fetchExportFile(
  body: FileExportBody,
  signal?: AbortSignal,
): Promise<ExportedFile> {
  const { data, error, response } = await apiClient().POST('/acervo/exportar-cesta', {
    body,
    parseAs: 'blob',
    signal,
  });
  if (!response.ok || !data) throw new ApiError(response.status, errorBody(error));
  const blob: Blob = data;
  const contentType = response.headers.get('Content-Type') ?? blob.type;
  return {
    blob,
    fileName: fileNameFrom(response.headers.get('Content-Disposition'), body.tipo),
    contentType,
  };
}

/** Hands a file to the browser as a download, under the server's name and type. */
export function saveFile({ blob, fileName, contentType }: ExportedFile): void {
  const typed = blob.type === contentType ? blob : new Blob([blob], { type: contentType });
  const url = URL.createObjectURL(typed);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
