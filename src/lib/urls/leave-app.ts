import { getI18n } from 'react-i18next';
import { notify } from '../notifications/notifications';
import { checkDestination, type DestinationFlow } from './destinations';
import { safeUrl, type SafeUrl } from './safe-url';

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
 * The address to follow, or null once refused. With a `flow` (sign-in, logout, e-book) another
 * host must also be on the institution's list for it (destinations.ts); a refusal then names
 * the host, so the patron knows where the server tried to send them.
 */
function checked(
  raw: string | null | undefined,
  where: string,
  flow: DestinationFlow | undefined,
): SafeUrl | null {
  if (!flow) {
    const href = safeUrl(raw);
    if (!href) refuse(raw, where);
    return href;
  }
  const result = checkDestination(raw, flow);
  if (result.ok) return result.href;
  if (result.reason === 'unsafe') {
    refuse(raw, where);
    return null;
  }
  console.warn(
    `[leave-app] refused to leave for a host not listed for ${flow} (${where})`,
    String(raw).slice(0, 200),
  );
  const key = 'errors:generic.unlistedHost';
  notify({ tone: 'warning', message: getI18n()?.t(key, { host: result.host }) ?? key });
  return null;
}

/**
 * Leaves the app for `raw` (a full page load) when it is safe; otherwise says so and stays.
 * `where` names the flow in the console message; `flow` also requires another host to be on
 * that flow's list. Answers whether the browser is leaving.
 */
export function leaveAppFor(
  raw: string | null | undefined,
  where: string,
  flow?: DestinationFlow,
): boolean {
  const href = checked(raw, where, flow);
  if (!href) return false;
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
  { keepOpener = false, flow }: { keepOpener?: boolean; flow?: DestinationFlow } = {},
): NewTabResult {
  const href = checked(raw, where, flow);
  if (!href) return 'refused';
  const tab = globalThis.open(keepOpener ? href : '', '_blank');
  if (!tab) return 'blocked';
  if (!keepOpener) {
    tab.opener = null;
    tab.location.href = href;
  }
  return 'opened';
}

/**
 * Opens a checked address in a named popup window (the self-service page's full-screen popup),
 * cut from this page (`noopener`). It takes only a `SafeUrl`: the caller checks the address it
 * built from server data; null (the check failed) is said on screen like any refused address.
 * `win` is the window to open from (tests pass their own).
 */
export function openPopup(
  href: SafeUrl | null,
  where: string,
  { name, features, win = globalThis.window }: { name: string; features: string; win?: Window },
): boolean {
  if (!href || !safeUrl(href)) {
    refuse(href, where);
    return false;
  }
  win.open(href, name, `popup,noopener,${features}`);
  return true;
}
