import { paths } from '../../../config/paths';

/**
 * The title's absolute address (its record page, no tab), for the QR code: what a phone that
 * scans it should open. `base` is where the app is deployed (Vite's `base`, '/' at the root).
 */
export function titleAddress(codAcervo: number, origin: string, base = '/'): string {
  const prefix = base.replace(/\/+$/, '');
  return `${origin}${prefix}${paths.title.href(codAcervo)}`;
}
