import type { ClientInfo } from '../../api/generated/model';

/** The contract's limit on each of browser, device and os. */
const MAX_LENGTH = 100;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\b(?:Macintosh|Mac OS X)\b/],
  ['Linux', /\bLinux\b/],
];

const OTHER = 'Other';

const clip = (value: string) => value.slice(0, MAX_LENGTH);

/**
 * Browser, device and operating system of a user agent, as the access statistics and the
 * restricted-access call record them (spec section 7, links). Names are fixed English words, so
 * the statistics group the same browser together whatever the interface language.
 */
export function clientInfoOf(userAgent: string): Omit<ClientInfo, 'userId'> {
  const browserMatch = browsers
    .map(([name, pattern]) => [name, pattern.exec(userAgent)] as const)
    .find(([, match]) => match);
  const browser = browserMatch ? `${browserMatch[0]} ${browserMatch[1]![1]}` : OTHER;
  const os = systems.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? OTHER;
  const tablet =
    /\b(?:iPad|Tablet)\b/.test(userAgent) || (os === 'Android' && !/Mobile/.test(userAgent));
  const mobile = !tablet && /\b(?:Mobi|iPhone|iPod|Android)\b/.test(userAgent);
  const device = tablet ? 'tablet' : mobile ? 'mobile' : 'desktop';
  return { browser: clip(browser), device, os: clip(os) };
}
