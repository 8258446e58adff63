import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * Where a request goes among the mock's own msw handlers, decided before its body is read:
 * served (some handler takes this method and path), a path served for other methods only
 * (405, with those methods for `Allow`), or a path nothing serves (404). Read from the
 * handlers themselves, so the answer follows whatever the mock serves, with no list to keep.
 */
export type Routing =
  { kind: 'served' } | { kind: 'wrong-method'; allow: string[] } | { kind: 'unknown' };

export function routeAmong(handlers: readonly RequestHandler[], method: string, url: URL): Routing {
  const allow = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { path, method: served } = handler.info;
    // A predicate function decides per request, and only msw can run it: leave the request
    // to msw (a 404 then, if nothing answers) rather than refuse what it may serve.
    if (typeof path === 'function') return { kind: 'served' };
    if (!matchRequestUrl(url, path).matches) continue;
    if (typeof served === 'string' ? served === method : served.test(method))
      return { kind: 'served' };
    if (typeof served === 'string') allow.add(served);
  }
  return allow.size ? { kind: 'wrong-method', allow: [...allow].sort() } : { kind: 'unknown' };
}
