/**
 * MOCK_FAULTS: the HTTP server broken on purpose, to show that `npm run contract:probe`
 * catches drift. Comma-separated faults, each `name[=value][@/path]` (`@/path`: only answers
 * to `/api/path…`). `rename-field[=from:to]` renames a field in JSON answers (default
 * `cod_acervo` to `codigo_acervo`, the title id most answers require), `undocumented-418`
 * answers 418, `wrong-content-type` sends JSON as text/plain, `drop-error-body` empties non-2xx
 * answers, `delay=MS` answers late. The token call (`/oauth/token`) is never broken.
 */
export interface Fault {
  name: string;
  value: string;
  scope: string;
}

export function parseFaults(text: string | undefined): Fault[] {
  return (text ?? '')
    .split(',')
    .map((fault) => fault.trim())
    .filter(Boolean)
    .map((fault) => {
      const [spec = '', scope = ''] = fault.split('@');
      const [name = '', value = ''] = spec.split('=');
      return { name, value, scope };
    });
}

function renameField(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameField(item, from, to));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name === from ? to : name,
      renameField(field, from, to),
    ]),
  );
}

/** The answer as the faults distort it (unchanged without faults). */
export async function withFaults(
  faults: readonly Fault[],
  request: Request,
  response: Response,
): Promise<Response> {
  const apiPath = new URL(request.url).pathname.replace(/^\/api/, '');
  // The token call stays sound, so that the probe gets as far as the operations.
  if (faults.length === 0 || apiPath === '/oauth/token') return response;
  const faultAt = (name: string) =>
    faults.find((fault) => fault.name === name && apiPath.startsWith(fault.scope));
  const delay = Number(faultAt('delay')?.value ?? 0);
  if (delay > 0) await new Promise((done) => setTimeout(done, delay));
  // Deliberately not the contract's Error body: the probe must notice an undocumented answer.
  if (faultAt('undocumented-418'))
    return Response.json({ message: 'I am a teapot', status: 418 }, { status: 418 });
  const headers = new Headers(response.headers);
  let body: BodyInit | null = await response.arrayBuffer();
  const json = headers.get('Content-Type')?.includes('json') ?? false;
  const rename = faultAt('rename-field');
  if (rename && json && body.byteLength) {
    const [from = '', to = ''] = (rename.value || 'cod_acervo:codigo_acervo').split(':');
    body = JSON.stringify(renameField(JSON.parse(new TextDecoder().decode(body)), from, to));
    headers.delete('Content-Length');
  }
  if (faultAt('wrong-content-type') && json) headers.set('Content-Type', 'text/plain');
  if (faultAt('drop-error-body') && !response.ok) {
    body = null;
    headers.delete('Content-Type');
    headers.delete('Content-Length');
  }
  return new Response(body, { status: response.status, headers });
}
