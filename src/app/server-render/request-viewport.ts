import type { ViewportGuess } from '../../lib/media/viewport-guess';

/**
 * The screen a request most likely comes from, for the page's layout (viewport-guess.ts):
 * Chromium's `Sec-CH-UA-Mobile` client hint when sent (by default, on secure origins), else the
 * user agent's "Mobi" token, as MDN advises for telling phones apart. A wrong guess (a tablet, a
 * phone held sideways) costs a re-render after hydration, as before there was a guess, not a
 * wrong page: so shared caches need not keep a copy per device, and `Vary` names only the hint.
 */
export function requestViewport(headers: {
  mobileHint?: string | null;
  userAgent?: string | null;
}): ViewportGuess {
  const hint = headers.mobileHint?.trim();
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'wide';
  return /Mobi/.test(headers.userAgent ?? '') ? 'phone' : 'wide';
}
