import { getI18n } from 'react-i18next';
import { notify } from '../notifications/notifications';
import { safeUrl } from './safe-url';

/**
 * The only module that hands an address to the browser's navigation (`location.assign`,
 * `window.open`, a tab's `location.href`); ESLint refuses those calls anywhere else in src/.
 * Addresses come from the server (identity providers, e-book entries, logout links) and are
 * untrusted: each passes `safeUrl` first, so a `javascript:` or `data:` address never runs in the
 * app's origin, where it could reach the key that decrypts the stored tokens.
 */

/**
 * Says a refused address on screen in the patron's language; the reason and the address go to
 * the console for whoever investigates, never to the screen.
 */
function refuse(raw: unknown, where: string): void {
  console.warn(
    `[leave-app] refused to open an address from ${where}: not http(s) or a path of this site`,
    String(raw).slice(0, 200),
  );
  // The app's i18next instance (react-i18next keeps it): loaders and effects call this too.
  const key = 'errors:generic.unsafeLink';
  notify({ tone: 'warning', message: getI18n()?.t(key) ?? key });
}

/**
 * Leaves the app for `raw` (a full page load) when it is safe; otherwise says so and stays.
 * `where` names the flow in the console message. Answers whether the browser is leaving.
 */
export function leaveAppFor(raw: string | null | undefined, where: string): boolean {
  const href = safeUrl(raw);
  if (!href) {
    refuse(raw, where);
    return false;
  }
  globalThis.location.assign(href);
  return true;
}

export type NewTabResult = 'opened' | 'blocked' | 'refused';

/**
 * Opens `raw` in a new tab when it is safe. Without `keepOpener` the tab is cut from this page
 * (it cannot script us back): a blank tab first, cut, then sent to the address, because
 * `noopener` would make the browser answer null even when the tab opened, hiding a blocked one.
 * `blocked` means the browser's pop-up blocker refused: the caller offers a link instead.
 */
export function openInNewTab(
  raw: string | null | undefined,
  where: string,
  { keepOpener = false }: { keepOpener?: boolean } = {},
): NewTabResult {
  const href = safeUrl(raw);
  if (!href) {
    refuse(raw, where);
    return 'refused';
  }
  const tab = globalThis.open(keepOpener ? href : '', '_blank');
  if (!tab) return 'blocked';
  if (!keepOpener) {
    tab.opener = null;
    tab.location.href = href;
  }
  return 'opened';
}
