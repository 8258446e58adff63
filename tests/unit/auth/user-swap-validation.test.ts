import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { UserSwapError } from '../../../src/features/auth/api/user-swap-requests';
import { placeUserSwapFailure } from '../../../src/features/auth/user-swap/user-swap-failure';
import {
  MAX_LOGIN_LENGTH,
  sameLogin,
  validateLoginSwitch,
  validateUserSwap,
  type UserSwapFormInput,
} from '../../../src/features/auth/user-swap/user-swap-validation';

const blank = fc.stringMatching(/^[ \t\n]*$/);
const login = fc.stringMatching(/^[a-z][a-z0-9.]{0,20}$/);
/** The same login as typed by someone careless: other case, spaces around. */
const retyped = (value: string) =>
  fc
    .tuple(blank, blank, fc.boolean())
    .map(([before, after, upper]) => `${before}${upper ? value.toUpperCase() : value}${after}`);

const inputs: fc.Arbitrary<UserSwapFormInput> = fc.record({
  usuario: fc.oneof(blank, login, fc.string({ minLength: 1, maxLength: 200 })),
  senha: fc.oneof(fc.constant(''), fc.string({ minLength: 1 })),
  currentLogin: fc.option(login, { nil: null }),
  captchaShown: fc.boolean(),
  captchaToken: fc.option(fc.string({ minLength: 1 }), { nil: null }),
});

describe('validateUserSwap', () => {
  it('passes exactly when every rule holds', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const usuario = input.usuario.trim();
        const expected =
          usuario !== '' &&
          usuario.length <= MAX_LOGIN_LENGTH &&
          (input.currentLogin === null ||
            usuario.toLowerCase() !== input.currentLogin.toLowerCase()) &&
          input.senha !== '' &&
          (!input.captchaShown || !!input.captchaToken);
        expect(validateUserSwap(input).ok).toBe(expected);
      }),
    );
  });

  it('asks for the username when it is blank after trimming', () => {
    fc.assert(
      fc.property(inputs, blank, (input, usuario) => {
        expect(validateUserSwap({ ...input, usuario }).fields.usuario).toBe('usernameRequired');
      }),
    );
  });

  it('refuses the login in use, whatever its case and surrounding spaces', () => {
    fc.assert(
      fc.property(
        login.chain((current) => fc.tuple(fc.constant(current), retyped(current))),
        ([current, typed]) => {
          expect(
            validateUserSwap({
              usuario: typed,
              senha: 'x',
              currentLogin: current,
              captchaShown: false,
              captchaToken: null,
            }).fields,
          ).toEqual({ usuario: 'sameUser' });
        },
      ),
    );
  });

  it('refuses logins longer than the contract allows, counted after trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (length) => {
        const usuario = ` ${'a'.repeat(length)} `;
        const { fields } = validateUserSwap({
          usuario,
          senha: 'x',
          currentLogin: null,
          captchaShown: false,
          captchaToken: null,
        });
        expect(fields.usuario === 'usernameTooLong').toBe(length > MAX_LOGIN_LENGTH);
      }),
    );
  });

  it('never trims the password: spaces alone are a password', () => {
    const { fields } = validateUserSwap({
      usuario: 'varios',
      senha: '   ',
      currentLogin: 'leitor',
      captchaShown: false,
      captchaToken: null,
    });
    expect(fields.senha).toBeUndefined();
  });
});

describe('validateLoginSwitch', () => {
  it('needs a choice other than the login in use', () => {
    fc.assert(
      fc.property(fc.option(login, { nil: null }), login, (chosen, current) => {
        const problem = validateLoginSwitch(chosen, current);
        if (chosen === null) expect(problem).toBe('loginRequired');
        else expect(problem === 'alreadyInUse').toBe(sameLogin(chosen, current));
      }),
    );
  });
});

describe('placeUserSwapFailure (spec section 8)', () => {
  const refusal = (status: number, key?: string) =>
    new ApiError(status, { message: key ?? 'x', ...(key ? { key } : {}) });

  it('puts a refusal of the swap next to the username, any other failure above the form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const placed = placeUserSwapFailure(new UserSwapError('swap', refusal(status)));
        expect(placed.place).toBe(status === 400 || status === 422 ? 'usuario' : 'request');
      }),
    );
    expect(placeUserSwapFailure(new UserSwapError('swap', new NetworkError())).place).toBe(
      'request',
    );
  });

  it('sorts the sign-in as the other account as the login does', () => {
    const place = (error: unknown) => placeUserSwapFailure(new UserSwapError('credentials', error));
    expect(place(refusal(401))).toEqual({ place: 'credentials' });
    expect(place(refusal(422, 'CAPTCHA_INVALIDO'))).toEqual({ place: 'captcha' });
    expect(place(refusal(430, 'ACESSO_BLOQUEADO'))).toEqual({
      place: 'login',
      failure: { kind: 'blocked' },
    });
    expect(place(refusal(429))).toEqual({ place: 'login', failure: { kind: 'tooManyAttempts' } });
    expect(place(new NetworkError())).toEqual({ place: 'login', failure: { kind: 'network' } });
  });

  it('says the patron was signed out when the other account did not load after the swap', () => {
    const cause = refusal(500);
    expect(placeUserSwapFailure(new UserSwapError('session', cause))).toEqual({
      place: 'signedOut',
      error: cause,
    });
  });
});
