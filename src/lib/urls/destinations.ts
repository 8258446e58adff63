import { safeUrl, type SafeUrl } from './safe-url';

/**
 * The flows in which the server names where the patron goes next, and so could send them to a
 * look-alike sign-in page: the identity provider of a SAML or OIDC sign-in (and the answers of
 * a login or a change of login), the identity provider's logout, and the e-book providers and
 * publisher bases. For these an http(s) address is not enough: its host must be one the
 * institution listed when it built the app (`VITE_SIGN_IN_HOSTS`, `VITE_LOGOUT_HOSTS`,
 * `VITE_EBOOK_HOSTS`, docs/deploying.md). Paths of this site always pass.
 */
export type DestinationFlow = 'signIn' | 'logout' | 'ebook';

export type HostAllowlist = Record<DestinationFlow, readonly string[]>;

/** `"idp.example.org, *.publisher.example"` as a list of lower-case host patterns. */
export function parseHostList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** The lists this build was made with; an unset list allows this site only. */
export function configuredHosts(): HostAllowlist {
  const env = import.meta.env;
  return {
    signIn: parseHostList(env.VITE_SIGN_IN_HOSTS),
    logout: parseHostList(env.VITE_LOGOUT_HOSTS),
    ebook: parseHostList(env.VITE_EBOOK_HOSTS),
  };
}

/**
 * Whether `host` is on the list: an exact name, or `*.domain` for the domain's subdomains (not
 * the domain itself, and never a suffix match: `*.example.org` does not take `evilexample.org`).
 */
export function hostListed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern,
  );
}

export type DestinationCheck =
  | { ok: true; href: SafeUrl }
  /** `unsafe`: not http(s) or not an address; `unlisted`: another host, not on the flow's list. */
  | { ok: false; reason: 'unsafe' }
  | { ok: false; reason: 'unlisted'; host: string };

/**
 * Checks an address the server named for `flow`. Same-site addresses pass as they are (after
 * resolution: `//evil.example` and `/\evil.example` are other hosts, as the browser reads them);
 * another host must be https and on the flow's list.
 */
export function checkDestination(
  raw: string | null | undefined,
  flow: DestinationFlow,
  {
    origin = globalThis.location?.origin,
    hosts = configuredHosts(),
  }: { origin?: string; hosts?: HostAllowlist } = {},
): DestinationCheck {
  const href = safeUrl(raw, origin);
  if (!href) return { ok: false, reason: 'unsafe' };
  const url = new URL(href);
  if (origin !== undefined && url.origin === origin) return { ok: true, href };
  if (url.protocol === 'https:' && hostListed(url.hostname, hosts[flow])) return { ok: true, href };
  return { ok: false, reason: 'unlisted', host: url.host };
}
