/**
 * The one check an address from the server passes before it reaches `window.open`, a link or
 * `location` (CONVENTIONS habit 13): an absolute http(s) address, or a path of this site.
 * Anything else (`javascript:`, `data:`, a protocol-relative `//host` trick that is not http(s),
 * garbage) gives null, so the caller shows no link at all.
 */
export function safeUrl(
  raw: string | null | undefined,
  origin = globalThis.location?.origin,
): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    // Without a page (the build's prerender) a path is still checked as this site's, so the
    // markup shows the same links the browser will.
    url = new URL(text, origin ?? 'http://localhost/');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/**
 * The server's own address, trimmed, when `safeUrl` accepts it (else null): for an `href` or
 * `src`, where the browser resolves it exactly as `safeUrl` did, and the markup keeps the
 * address as the server wrote it.
 */
export function checkedAddress(raw: string | null | undefined): string | null {
  return safeUrl(raw) ? (raw?.trim() ?? null) : null;
}

/** Whether a checked address is on this site (then the browser can save it as a file). */
export function isSameOrigin(href: string, origin = globalThis.location?.origin): boolean {
  try {
    return origin !== undefined && new URL(href).origin === origin;
  } catch {
    return false;
  }
}
