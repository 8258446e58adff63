import { isApiError, isNetworkError } from '../../../api/errors';

/**
 * What went wrong with a login, as spec section 8 (login) sorts it. `serverMessage` carries the
 * server's text or key (422); the UI translates the rest.
 */
export type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'blocked' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'serverError' }
  | { kind: 'badRequest' }
  | { kind: 'network' }
  | { kind: 'captcha' }
  /** A permission refused at an external (OIDC/SAML) login: 403 or `PERMISSAO_NEGADA`. */
  | { kind: 'permissionDenied' }
  | { kind: 'serverMessage'; key: string | undefined; message: string };

const simpleKinds = [
  'credentials',
  'blocked',
  'tooManyAttempts',
  'serverError',
  'badRequest',
  'network',
  'captcha',
  'permissionDenied',
] as const;

/** For a failure read back from storage (the OIDC answer page keeps one for the login). */
export function isLoginFailure(value: unknown): value is LoginFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, key, message } = value as Record<string, unknown>;
  if (kind === 'serverMessage')
    return typeof message === 'string' && (key === undefined || typeof key === 'string');
  return (simpleKinds as readonly unknown[]).includes(kind);
}

const BLOCKED_KEY = 'ACESSO_BLOQUEADO';
const CAPTCHA_KEY = 'CAPTCHA_INVALIDO';
const PERMISSION_KEY = 'PERMISSAO_NEGADA';

/** Sorts an error thrown by the token or session-user call. */
export function classifyLoginFailure(error: unknown): LoginFailure {
  if (isNetworkError(error)) return { kind: 'network' };
  if (!isApiError(error)) return { kind: 'serverError' };
  const { status, key, body } = error;
  // The blocked account is recognised by any of its three signs, whatever the status.
  if (status === 430 || key === BLOCKED_KEY || body?.message === BLOCKED_KEY || body?.bloqueio)
    return { kind: 'blocked' };
  if (key === CAPTCHA_KEY || body?.message === CAPTCHA_KEY) return { kind: 'captcha' };
  if (status === 403 || key === PERMISSION_KEY || body?.message === PERMISSION_KEY)
    return { kind: 'permissionDenied' };
  if (status === 401) return { kind: 'credentials' };
  if (status === 429) return { kind: 'tooManyAttempts' };
  if (status >= 500) return { kind: 'serverError' };
  if (status === 422) return { kind: 'serverMessage', key, message: error.message };
  if (status === 400) return { kind: 'badRequest' };
  return { kind: 'serverMessage', key, message: error.message };
}
