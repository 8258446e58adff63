import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { checkedNavigation } from '../../tools/eslint-checked-navigation.js';

RuleTester.describe = describe;
// The first case builds the TypeScript program (several seconds on a shared machine).
RuleTester.it = (name: string, test: () => void) => it(name, test, 60_000);
RuleTester.itOnly = (name: string, test: () => void) => it.only(name, test, 60_000);

const root = path.resolve(import.meta.dirname, '../../..');
const filename = path.join(root, 'tests/unit/lint/fixtures/navigation.tsx');

// Typed linting: the rule asks the program what a receiver is, so each case is checked as a
// file of our own tsconfig (DOM lib, strict), the way `npm run lint` sees src/.
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: {
      ecmaFeatures: { jsx: true },
      projectService: true,
      tsconfigRootDir: root,
    },
  },
});

const brand = `
  declare const checkedForNavigation: unique symbol;
  type SafeUrl = string & { readonly [checkedForNavigation]: true };
  declare const checkedForImage: unique symbol;
  type SafeImageSrc = SafeUrl | (string & { readonly [checkedForImage]: true });
`;

const valid = (code: string) => ({ code: brand + code, filename });
const invalid = (code: string, messageId: 'navigate' | 'attribute' = 'navigate') => ({
  code: brand + code,
  filename,
  errors: [{ messageId }],
});

tester.run('checked-navigation', checkedNavigation, {
  valid: [
    // Methods of the same names on things that are not a Window or a Location.
    valid(`declare const dialog: { open(url: string): void }; dialog.open('x');`),
    valid(`const s = 'a-b'.replace('-', '+'); Object.assign({}, { s });`),
    valid(`declare const link: { href: string }; link.href = 'x';`),
    valid(`declare const url: URL; url.href = 'https://example.org/';`),
    // Literal and checked addresses on DOM elements; components check their own props.
    valid(`const a = <img src="/logo.svg" alt="" />;`),
    valid(
      `declare const cover: SafeImageSrc | null; const a = <img src={cover ?? undefined} alt="" />;`,
    ),
    valid(`declare const to: SafeUrl; const a = <a href={to}>x</a>;`),
    // A fragment of the page itself (a skip link's target).
    valid('declare const id: string; const a = <a href={`#${id}`}>x</a>;'),
    valid(
      `declare const raw: string; declare function Link(p: { href: string }): null; const a = <Link href={raw} />;`,
    ),
  ],
  invalid: [
    // The forms the issue names: a Window or Location reached through any name.
    invalid(`function f(win: Window) { win.open('javascript:alert(1)'); }`),
    invalid(`function f(w: Window) { w.location.href = 'javascript:alert(1)'; }`),
    invalid(`function f(loc: Location) { loc.assign('javascript:alert(1)'); }`),
    invalid(`function f(loc: Location) { loc.replace('javascript:alert(1)'); }`),
    // And the spellings the old name-based selectors already knew.
    invalid(`window.open('x');`),
    invalid(`globalThis.open('x');`),
    invalid(`open('x');`),
    invalid(`location.assign('x');`),
    invalid(`document.location.href = 'x';`),
    invalid(`window.location = 'x' as unknown as Location;`),
    invalid(`const tab = window; tab?.open('x');`),
    invalid(`function f(w: Window | null) { w?.location.replace('x'); }`),
    // A raw server string on an address attribute.
    invalid(`declare const raw: string; const a = <img src={raw} alt="" />;`, 'attribute'),
    invalid(`declare const raw: string | null; const a = <a href={raw ?? '#'}>x</a>;`, 'attribute'),
    invalid(`declare const raw: string; const a = <iframe src={raw} title="x" />;`, 'attribute'),
  ],
});
