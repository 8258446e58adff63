import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLoginFailure } from '../../../src/features/auth/utils/login-failure';
import {
  initialDirectTo,
  loginDestination,
  safeRedirect,
} from '../../../src/features/auth/utils/login-destination';
import { validateLogin, type LoginInput } from '../../../src/features/auth/utils/login-validation';
import { ApiError, NetworkError } from '../../../src/api/errors';

const blank = fc.stringMatching(/^[ \t\n]*$/);
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');

const inputs: fc.Arbitrary<LoginInput> = fc.record({
  username: fc.oneof(blank, filled),
  password: fc.oneof(fc.constant(''), fc.string({ minLength: 1 })),
  passwordShown: fc.boolean(),
  directToShown: fc.boolean(),
  directTo: fc.constantFrom('M' as const, 'C' as const, null),
  personChoiceShown: fc.boolean(),
  person: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  captchaShown: fc.boolean(),
  captchaToken: fc.option(fc.string({ minLength: 1 }), { nil: null }),
});

describe('validateLogin (spec section 5, login)', () => {
  it('asks for the username exactly when it is blank after trimming', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { fields } = validateLogin(input);
        expect(fields.username === 'usernameRequired').toBe(input.username.trim() === '');
      }),
    );
  });

  it('asks for the password only when the password is shown and empty', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { fields } = validateLogin(input);
        expect(fields.password === 'passwordRequired').toBe(
          input.passwordShown && input.password === '',
        );
      }),
    );
  });

  it('says "fill all the fields" exactly when username and shown password are both missing', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { form } = validateLogin(input);
        const allMissing =
          input.username.trim() === '' && input.passwordShown && input.password === '';
        expect(form === 'fillAllFields').toBe(allMissing);
      }),
    );
  });

  it('requires a person, "direct to" and captcha only where they are shown', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { fields } = validateLogin(input);
        expect(!!fields.person).toBe(input.personChoiceShown && !input.person);
        expect(!!fields.directTo).toBe(input.directToShown && !input.directTo);
        expect(!!fields.captcha).toBe(input.captchaShown && !input.captchaToken);
      }),
    );
  });

  it('is ok exactly when no field has a problem', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = validateLogin(input);
        expect(result.ok).toBe(Object.keys(result.fields).length === 0);
        if (result.form) expect(result.ok).toBe(false);
      }),
    );
  });

  it('accepts a complete one-step login', () => {
    fc.assert(
      fc.property(filled, fc.string({ minLength: 1 }), (username, password) => {
        const result = validateLogin({
          username,
          password,
          passwordShown: true,
          directToShown: true,
          directTo: 'C',
          personChoiceShown: false,
          person: null,
          captchaShown: false,
          captchaToken: null,
        });
        expect(result).toEqual({ fields: {}, form: null, ok: true });
      }),
    );
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and drops everything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9/?=&.-]{0,30}$/), (path) => {
        const candidate = `/${path.replace(/^\/+/, '')}`;
        expect(safeRedirect(candidate)).toBe(candidate);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('http:', 'https:', 'javascript:', ''),
        fc.stringMatching(/^[a-z]{1,12}\.[a-z]{2,3}$/),
        (scheme, host) => {
          expect(safeRedirect(`${scheme}//${host}/x`)).toBeNull();
          expect(safeRedirect(`${host}/x`)).toBeNull();
        },
      ),
    );
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});

describe('loginDestination', () => {
  const redirects = fc.option(
    fc.constantFrom('/', '/cesta', '/acervo/7', '/meu-portal', '/meu-portal/emprestimos?x=1'),
    { nil: null },
  );
  const isPersonal = (path: string) => path === '/meu-portal' || path.startsWith('/meu-portal/');

  it('never leaves the site and never enters the personal area without activity 8', () => {
    fc.assert(
      fc.property(
        redirects,
        fc.constantFrom('M' as const, 'C' as const, null),
        fc.boolean(),
        fc.constantFrom('M' as const, 'C' as const, null),
        (redirect, directTo, mayUsePersonalArea, institutionDefault) => {
          const target = loginDestination({
            redirect,
            directTo,
            mayUsePersonalArea,
            institutionDefault,
          });
          expect(target.startsWith('/')).toBe(true);
          if (!mayUsePersonalArea && !(redirect && isPersonal(redirect)))
            expect(isPersonal(target)).toBe(false);
          if (directTo === 'C') expect(isPersonal(target)).toBe(false);
        },
      ),
    );
  });

  it('follows "direct to", then the redirect, then the institution default', () => {
    const base = { mayUsePersonalArea: true, institutionDefault: 'C' as const };
    expect(loginDestination({ ...base, redirect: '/acervo/7', directTo: 'M' })).toBe('/meu-portal');
    expect(loginDestination({ ...base, redirect: '/meu-portal/emprestimos', directTo: 'M' })).toBe(
      '/meu-portal/emprestimos',
    );
    expect(loginDestination({ ...base, redirect: '/acervo/7', directTo: 'C' })).toBe('/acervo/7');
    expect(loginDestination({ ...base, redirect: '/acervo/7', directTo: null })).toBe('/acervo/7');
    expect(
      loginDestination({ ...base, redirect: null, directTo: null, institutionDefault: 'M' }),
    ).toBe('/meu-portal');
    expect(loginDestination({ ...base, redirect: null, directTo: null })).toBe('/');
  });

  it('preselects "direct to" from the redirect, else from the institution', () => {
    expect(initialDirectTo('/meu-portal/debitos', 'C')).toBe('M');
    expect(initialDirectTo('/acervo/7', 'M')).toBe('C');
    expect(initialDirectTo('/', 'M')).toBe('M');
    expect(initialDirectTo(null, null)).toBeNull();
  });
});

describe('classifyLoginFailure (spec section 8, login)', () => {
  it.each([
    [new ApiError(401, { message: 'x' }), 'credentials'],
    [new ApiError(430, { message: 'ACESSO_BLOQUEADO', key: 'ACESSO_BLOQUEADO' }), 'blocked'],
    [new ApiError(422, { message: 'ACESSO_BLOQUEADO' }), 'blocked'],
    [new ApiError(401, { message: 'x', bloqueio: true }), 'blocked'],
    [new ApiError(429, { message: 'x' }), 'tooManyAttempts'],
    [new ApiError(500, { message: 'x' }), 'serverError'],
    [new ApiError(400, { message: 'x' }), 'badRequest'],
    [new ApiError(422, { message: 'CAPTCHA_INVALIDO', key: 'CAPTCHA_INVALIDO' }), 'captcha'],
    [
      new ApiError(422, { message: 'MATRICULA_VENCIDA', key: 'MATRICULA_VENCIDA' }),
      'serverMessage',
    ],
    [new ApiError(403, { message: 'x' }), 'permissionDenied'],
    [
      new ApiError(422, { message: 'PERMISSAO_NEGADA', key: 'PERMISSAO_NEGADA' }),
      'permissionDenied',
    ],
    [new NetworkError(), 'network'],
    [new Error('boom'), 'serverError'],
  ])('%s is %s', (error, kind) => {
    expect(classifyLoginFailure(error).kind).toBe(kind);
  });

  it('keeps the server message of any 422 that is not blocked, captcha or permission', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((s) => !['ACESSO_BLOQUEADO', 'CAPTCHA_INVALIDO', 'PERMISSAO_NEGADA'].includes(s)),
        (message) => {
          expect(classifyLoginFailure(new ApiError(422, { message }))).toEqual({
            kind: 'serverMessage',
            key: undefined,
            message,
          });
        },
      ),
    );
  });
});
