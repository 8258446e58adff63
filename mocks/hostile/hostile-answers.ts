/**
 * Hostile answers, for security testing (`?mockHostile=` in the browser, MOCK_HOSTILE in Node):
 * the mock answers as usual, then every free-text field of a JSON answer gets a payload appended
 * and every address field is replaced by a hostile address. It stands for a compromised or
 * careless server, or an institution pasting HTML it found somewhere, so the tests can replay a
 * payload corpus through every screen that shows or follows server data
 * (tests/e2e/hostile-server.spec.ts). Codes, dates and numbers are left alone, so the app still
 * works on the answers.
 */
export interface HostileSettings {
  /** Appended to every free-text field (titles, names, messages, institution HTML...). */
  text: string | null;
  /** Replaces every address field (links, urls, logout and access addresses). */
  url: string | null;
}

/** `{"text":"<img src=x onerror=…>","url":"javascript:…"}` → the settings; anything else → none. */
export function parseHostileSettings(json: string | null | undefined): HostileSettings | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return null;
    const { text, url } = parsed as Record<string, unknown>;
    const settings = {
      text: typeof text === 'string' && text ? text : null,
      url: typeof url === 'string' && url ? url : null,
    };
    return settings.text || settings.url ? settings : null;
  } catch {
    return null;
  }
}

// Field names of the contract that hold words shown to the patron, or institution HTML.
const textField =
  /^(titulo|subtitulo|autor|autores|editora|assunto|resumo|nota|notas|descricao|desc_[a-z_]+|nome|nome_[a-z_]+|mensagem|message|msg_[a-z_]+|texto|conteudo|comentario|observacao|referencia|titulo_[a-z_]+|label|rotulo|biblioteca|unidade|detalhe|conteudo_html|html|informacao|informacoes|aviso|alerta)$/i;
// Field names that hold an address the app links to or navigates to.
const addressField = /^(link|url|href|link_[a-z_]+|url_[a-z_]+|[a-z_]+_url|redirect)$/i;
// Never touched: the address of a cover image is shown, not followed, and tokens are not text.
const untouched = /^(link_capa|capas|access_token|refresh_token|token|nonce)$/i;

function poison(value: unknown, settings: HostileSettings, key: string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, settings, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, poison(item, settings, name)]),
    );
  if (typeof value !== 'string' || key === null || untouched.test(key)) return value;
  if (settings.url && addressField.test(key)) return settings.url;
  if (settings.text && textField.test(key)) return `${value}${settings.text}`;
  return value;
}

/** The same answer with its text and addresses poisoned; non-JSON answers pass unchanged. */
export async function hostileAnswer(
  response: Response,
  settings: HostileSettings,
): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('json')) return response;
  const text = await response.clone().text();
  if (!text) return response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(poison(body, settings, null)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
