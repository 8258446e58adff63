import DOMPurify, { type Config } from 'dompurify';
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';
import { safeUrl } from '../urls/safe-url';
import { trustedTypesPolicyName } from './trusted-types-policy-name';

/**
 * The one DOMPurify profile for HTML the institution or the server writes (CONVENTIONS habit 13):
 * home sections, general information and FAQ answers, the support message, a title's reference.
 * It is an allowlist of text formatting, because DOMPurify's default keeps more than a page of
 * text needs: `<style>` and `style=""` can lay a transparent overlay over the whole app and catch
 * every click, and `<form action>` with a password input renders a phishing form inside our
 * own modal, on our own origin.
 */

// h1 is left out: the page already has its heading, and a second one would break its outline.
// img stays: institutions illustrate their home sections, and the CSP already admits https images.
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
];

// No class, id or name: a class could borrow the app's own styles (an overlay's, say) and an id
// could take the place of one our labels and links point at. No width/height: CSS sizes images.
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope'];

const profile = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // DOMPurify admits data-* and aria-* on top of any allowlist; the app styles and announces
  // through both (react-aria's [data-pressed], live regions), so server HTML gets neither.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The text of a dropped form or control is the phishing page's wording: drop it too.
  ADD_FORBID_CONTENTS: ['form', 'button', 'select', 'textarea', 'object', 'embed'],
} satisfies Config;

/** Contact links are fine where a page would go; an image from `mailto:` means nothing. */
function isAllowedAddress(attribute: 'href' | 'src', value: string): boolean {
  // safeUrl reads the address as the browser will (tabs, newlines and entities already undone):
  // http(s), or a path of this site.
  if (safeUrl(value)) return true;
  if (attribute !== 'href') return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'mailto:' || protocol === 'tel:';
  } catch {
    return false;
  }
}

/**
 * The page's one Trusted Types policy, named in the CSP (`trusted-types catalogue-html`, see
 * deploy/security-headers.ts). Under `require-trusted-types-for 'script'` an HTML sink takes only
 * what a listed policy made, and only this module can reach this one: DOMPurify calls it on the
 * raw input (to parse it in an inert document) and on its cleaned output, which is what
 * `sanitizeHtml` returns. Its callbacks pass the text through because DOMPurify itself is the
 * filter; they must not call DOMPurify (it refuses that recursion).
 */
function createTrustedTypesPolicy(window: unknown): TrustedTypePolicy | undefined {
  const factory = (window as Partial<TrustedTypesWindow> | undefined)?.trustedTypes;
  if (!factory) return undefined; // jsdom (prerender, unit tests), older browsers: plain strings.
  return factory.createPolicy(trustedTypesPolicyName, {
    createHTML: (html) => html,
    createScriptURL: (url) => url,
  }) as TrustedTypePolicy;
}

/** An instance of our own: hooks added to the shared default one would reach every other user. */
function createPurifier(window: Parameters<typeof DOMPurify>[0]) {
  const instance = DOMPurify(window);
  // Without a DOM DOMPurify has no hooks to add, and sanitizeHtml below returns nothing.
  if (!instance.isSupported) return { instance };
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'src') && data.keepAttr)
      data.keepAttr = isAllowedAddress(data.attrName, data.attrValue);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // The page the link opens learns nothing of ours: not the address the patron was on
    // (`/meu-portal/...`), nor a handle back to this window.
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  return { instance, policy: createTrustedTypesPolicy(window) };
}

let purifier = createPurifier(globalThis.window);

/**
 * Gives the sanitiser a DOM where the page has none: the build's prerender of the first screen
 * (src/app/prerender/prerender-pages.ts) passes a jsdom window, so the institution HTML in the
 * prerendered markup went through this same profile.
 */
export function provideSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = createPurifier(window);
}

/**
 * Server HTML reduced to the profile above, ready for `dangerouslySetInnerHTML` (React passes a
 * TrustedHTML to the sink as it is). Every place that renders HTML from the server goes through
 * here, and nothing else imports DOMPurify. Where the browser has Trusted Types the result is a
 * TrustedHTML of our policy, the only HTML the page's CSP lets into a sink; elsewhere a string.
 * Test for emptiness with `isEmptyHtml`.
 */
export function sanitizeHtml(html: string): string | TrustedHTML {
  const { instance, policy } = purifier;
  // Without a DOM DOMPurify hands the input back untouched; fail closed instead.
  if (!instance.isSupported) return '';
  if (!policy) return instance.sanitize(html, profile);
  return instance.sanitize(html, {
    ...profile,
    TRUSTED_TYPES_POLICY: policy,
    RETURN_TRUSTED_TYPE: true,
  });
}

/** Whether `sanitizeHtml` left nothing (a TrustedHTML is an object, truthy even when empty). */
export function isEmptyHtml(html: string | TrustedHTML): boolean {
  return (typeof html === 'string' ? html : (html as { toString(): string }).toString()) === '';
}

/**
 * Server HTML parsed into an inert document, to be read as data and never put into the page
 * (the basket's printable references keep only text and bold). DOMParser runs no script and
 * loads nothing, but under Trusted Types it is an HTML sink too: the text goes through the page's
 * one policy, as DOMPurify's own parse does. Without Trusted Types (jsdom, older browsers) a
 * plain string.
 */
export function parseInertHtml(html: string): Document {
  const { policy } = purifier;
  const parser = new DOMParser();
  return policy
    ? parser.parseFromString(policy.createHTML(html) as unknown as string, 'text/html')
    : parser.parseFromString(html, 'text/html');
}
