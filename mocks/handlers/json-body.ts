/**
 * A request's body as JSON: nothing sent, not JSON (or unreadable), or the parsed value.
 * Both body validators (rule tables and `BodyCheck`) start here; they answer the three cases
 * differently, so the distinction is kept.
 */
export type JsonBody = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'json'; value: unknown };

export async function parseJsonBody(request: Request): Promise<JsonBody> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { kind: 'invalid' };
  }
  if (text.trim() === '') return { kind: 'absent' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'invalid' };
  }
}
