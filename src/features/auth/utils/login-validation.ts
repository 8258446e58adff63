/** "Direct to" after login (spec section 2): personal area `M` or online catalogue `C`. */
export type DirectTo = 'M' | 'C';

export interface LoginInput {
  username: string;
  password: string;
  /** False in the first step of a two-step login, where only the username is asked. */
  passwordShown: boolean;
  /** True on the full page when the "direct to" choice is offered (activity 8). */
  directToShown: boolean;
  directTo: DirectTo | null;
  /** True when the institution found duplicate people and listed them. */
  personChoiceShown: boolean;
  person: string | null;
  /** True when captcha (feature 1120) is permitted. */
  captchaShown: boolean;
  captchaToken: string | null;
}

/** Message codes of spec section 5; the form translates them. */
export type LoginFieldProblem =
  | 'usernameRequired'
  | 'passwordRequired'
  | 'personRequired'
  | 'directToRequired'
  | 'captchaRequired';

export interface LoginValidation {
  fields: Partial<
    Record<'username' | 'password' | 'person' | 'directTo' | 'captcha', LoginFieldProblem>
  >;
  /** `fillAllFields` when every shown text field is blank, so one message covers them. */
  form: 'fillAllFields' | null;
  ok: boolean;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Spec section 5, login: username required, password required when shown (both blank gives
 * "Fill all the fields"), a person picked when duplicates are listed, "direct to" chosen when
 * offered, captcha solved when in use.
 */
export function validateLogin(input: LoginInput): LoginValidation {
  const fields: LoginValidation['fields'] = {};
  if (isBlank(input.username)) fields.username = 'usernameRequired';
  if (input.passwordShown && input.password === '') fields.password = 'passwordRequired';
  if (input.personChoiceShown && !input.person) fields.person = 'personRequired';
  if (input.directToShown && !input.directTo) fields.directTo = 'directToRequired';
  if (input.captchaShown && !input.captchaToken) fields.captcha = 'captchaRequired';
  const form = fields.username && fields.password ? 'fillAllFields' : null;
  return { fields, form, ok: Object.keys(fields).length === 0 };
}
