import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginFailure, type LoginFailure } from '../../../src/features/auth/utils/login-failure';
import {
  buildLoginUsername,
  DEFAULT_PATRON_CATEGORY,
  isOidcUsername,
  isPatronCategory,
  patronCategories,
  redirectBaseSlug,
} from '../../../src/features/auth/utils/login-username';

const login = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');
const padding = fc.stringMatching(/^[ \t]{0,3}$/);
const marker = fc.constantFrom('#P', '#', '@@X');
const code = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('buildLoginUsername (contract PasswordGrant.username)', () => {
  it('without a marker the trimmed login goes as typed, whatever was chosen', () => {
    fc.assert(
      fc.property(
        login,
        padding,
        fc.option(code, { nil: null }),
        fc.option(code, { nil: null }),
        (typed, pad, person, category) => {
          const username = `${pad}${typed}${pad}`;
          expect(buildLoginUsername({ username, marker: null, person, category })).toBe(
            typed.trim(),
          );
        },
      ),
    );
  });

  it('the person picked among duplicates wins over the category, after the marker', () => {
    fc.assert(
      fc.property(login, marker, code, fc.option(code, { nil: null }), (typed, m, person, c) => {
        const built = buildLoginUsername({ username: typed, marker: m, person, category: c });
        expect(built).toBe(`${typed.trim()}${m}${person}`);
        expect(built.endsWith(`${m}${person}`)).toBe(true);
      }),
    );
  });

  it('with no person the category code follows the marker; with neither, nothing is added', () => {
    fc.assert(
      fc.property(login, marker, fc.option(code, { nil: null }), (typed, m, category) => {
        const built = buildLoginUsername({ username: typed, marker: m, person: null, category });
        expect(built).toBe(category ? `${typed.trim()}${m}${category}` : typed.trim());
      }),
    );
  });

  it('the default category is 01 and every listed code is recognised', () => {
    expect(DEFAULT_PATRON_CATEGORY).toBe('01');
    for (const category of patronCategories) expect(isPatronCategory(category)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isPatronCategory(text)).toBe((patronCategories as readonly string[]).includes(text));
      }),
    );
  });
});

describe('isOidcUsername (spec section 4: OIDC only with an @)', () => {
  const part = fc.stringMatching(/^[a-z0-9.]{1,12}$/);
  it('an address with something on both sides of @ goes to the identity provider', () => {
    fc.assert(
      fc.property(part, part, padding, (local, domain, pad) => {
        expect(isOidcUsername(`${pad}${local}@${domain}${pad}`)).toBe(true);
      }),
    );
  });

  it('a username without @ never does', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => {
          expect(isOidcUsername(text)).toBe(false);
        },
      ),
    );
  });

  it('nothing before or after the @ is not an address', () => {
    expect(isOidcUsername('@ify.example.org')).toBe(false);
    expect(isOidcUsername('leitor@')).toBe(false);
  });
});

describe('redirectBaseSlug (spec section 2: a redirect naming a publisher base)', () => {
  it('a bare slug is a base; any app path or address is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/), (slug) => {
        expect(redirectBaseSlug(slug)).toBe(slug);
        expect(redirectBaseSlug(`/${slug}`)).toBeNull();
        expect(redirectBaseSlug(`https://${slug}.example.org`)).toBeNull();
      }),
    );
    expect(redirectBaseSlug(null)).toBeNull();
    expect(redirectBaseSlug('')).toBeNull();
  });

  it('what it answers always fits the access-address path segment', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = redirectBaseSlug(text);
        if (slug !== null) expect(slug).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
      }),
    );
  });
});

describe('isLoginFailure (the OIDC failure read back from storage)', () => {
  const failures: fc.Arbitrary<LoginFailure> = fc.oneof(
    fc
      .constantFrom(
        'credentials',
        'blocked',
        'tooManyAttempts',
        'serverError',
        'badRequest',
        'network',
        'captcha',
        'permissionDenied',
      )
      .map((kind) => ({ kind })),
    fc.record({
      kind: fc.constant('serverMessage' as const),
      key: fc.option(fc.string(), { nil: undefined }),
      message: fc.string(),
    }),
  );

  it('accepts every failure after a JSON round trip', () => {
    fc.assert(
      fc.property(failures, (failure) => {
        expect(isLoginFailure(JSON.parse(JSON.stringify(failure)))).toBe(true);
      }),
    );
  });

  it('refuses anything else', () => {
    fc.assert(
      fc.property(
        fc
          .anything()
          .filter(
            (value) =>
              typeof value !== 'object' ||
              value === null ||
              !('kind' in value) ||
              typeof value.kind !== 'string' ||
              !/^[a-zA-Z]+$/.test((value as { kind: string }).kind),
          ),
        (value) => {
          expect(isLoginFailure(value)).toBe(false);
        },
      ),
    );
  });
});
