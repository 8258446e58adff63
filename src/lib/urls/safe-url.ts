/**
 * The one check an address from the server passes before it reaches `window.open`, a link or
 * `location` (CONVENTIONS habit 13): an absolute http(s) address, or a path of this site.
 * Anything else (`javascript:`, `data:`, a protocol-relative `//host` trick that is not http(s),
 * garbage) gives null, so the caller shows no link at all.
 */

declare const checkedForNavigation: unique symbol;
declare const checkedForImage: unique symbol;

/**
 * An address `safeUrl` accepted. Only this module makes one (by a cast), so a component or a
 * navigation helper that asks for `SafeUrl` cannot be handed a raw server string: the compiler
 * refuses it, where a review would have to notice it.
 */
export type SafeUrl = string & { readonly [checkedForNavigation]: true };

/**
 * An address an `<img>` may load: a `SafeUrl`, or an inline `data:image/…` (the contract lets
 * the default image be one). Not a `SafeUrl`: a `data:` address must never become a link or a
 * navigation, only a picture, which never runs what it shows.
 */
export type SafeImageSrc = SafeUrl | (string & { readonly [checkedForImage]: true });

export function safeUrl(
  raw: string | null | undefined,
  origin = globalThis.location?.origin,
): SafeUrl | null {
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
  return url.href as SafeUrl;
}

/**
 * The server's own address, trimmed, when `safeUrl` accepts it (else null): for an `href` or
 * `src`, where the browser resolves it exactly as `safeUrl` did, and the markup keeps the
 * address as the server wrote it.
 */
export function checkedAddress(raw: string | null | undefined): SafeUrl | null {
  return safeUrl(raw) ? ((raw?.trim() ?? null) as SafeUrl | null) : null;
}

// Only image types: an <img> never runs what it shows, and the CSP allows data: images.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * An address from the server that may become an image source (covers, the default image):
 * what `checkedAddress` accepts, or an inline image. Anything else gives null.
 */
export function imageAddress(raw: string | null | undefined): SafeImageSrc | null {
  const text = raw?.trim();
  if (!text) return null;
  return checkedAddress(text) ?? (DATA_IMAGE.test(text) ? (text as SafeImageSrc) : null);
}

/** Whether a checked address is on this site (then the browser can save it as a file). */
export function isSameOrigin(href: string, origin = globalThis.location?.origin): boolean {
  try {
    return origin !== undefined && new URL(href).origin === origin;
  } catch {
    return false;
  }
}
