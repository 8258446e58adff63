/** Longest login the contract accepts (`UserSwapRequest.usuario`, `LoginSwitchRequest.codigo`). */
export const MAX_LOGIN_LENGTH = 150;

/** Message codes of the user-swap form; the page translates them (`personal-area:userSwap.validation`). */
export type UserSwapFieldProblem =
  'usernameRequired' | 'usernameTooLong' | 'sameUser' | 'passwordRequired' | 'captchaRequired';

export interface UserSwapFormInput {
  usuario: string;
  senha: string;
  /** Login of the patron signed in now. */
  currentLogin: string | null;
  /** True when activity 1120 asks for the captcha, as on the login. */
  captchaShown: boolean;
  captchaToken: string | null;
}

export interface UserSwapValidation {
  fields: Partial<Record<'usuario' | 'senha' | 'captcha', UserSwapFieldProblem>>;
  ok: boolean;
}

/** Logins compare as the server compares them: trimmed, case-insensitive. */
export const sameLogin = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The user-swap form (spec sections 4 and 5, and the contract's `UserSwapRequest`): the other
 * account's login is required, at most 150 characters once trimmed, and not the login in use;
 * its password is required (not trimmed: spaces may be part of it); the captcha when in use.
 */
export function validateUserSwap(input: UserSwapFormInput): UserSwapValidation {
  const fields: UserSwapValidation['fields'] = {};
  const usuario = input.usuario.trim();
  if (!usuario) fields.usuario = 'usernameRequired';
  else if (usuario.length > MAX_LOGIN_LENGTH) fields.usuario = 'usernameTooLong';
  else if (input.currentLogin !== null && sameLogin(usuario, input.currentLogin))
    fields.usuario = 'sameUser';
  if (input.senha === '') fields.senha = 'passwordRequired';
  if (input.captchaShown && !input.captchaToken) fields.captcha = 'captchaRequired';
  return { fields, ok: Object.keys(fields).length === 0 };
}

/** Problems of the change of login (`PUT /pessoas/troca-login`). */
export type LoginSwitchProblem = 'loginRequired' | 'alreadyInUse';

/** A login must be chosen, and another one than the login in use. */
export function validateLoginSwitch(
  chosen: string | null,
  currentLogin: string | null,
): LoginSwitchProblem | null {
  if (!chosen) return 'loginRequired';
  if (currentLogin !== null && sameLogin(chosen, currentLogin)) return 'alreadyInUse';
  return null;
}
