export type StartProblem = 'userRequired' | 'captchaRequired';

export interface StartValidation {
  ok: boolean;
  fields: { user?: StartProblem; captcha?: StartProblem };
  /** The user code to send: trimmed (spec section 5). */
  user: string;
}

/** Step 1 (spec section 5): a user code, and the captcha when activity 1120 asks for it. */
export function validateRecoveryStart(input: {
  user: string;
  captchaRequired: boolean;
  captchaToken: string | null;
}): StartValidation {
  const user = input.user.trim();
  const fields: StartValidation['fields'] = {};
  if (!user) fields.user = 'userRequired';
  if (input.captchaRequired && !input.captchaToken) fields.captcha = 'captchaRequired';
  return { ok: !fields.user && !fields.captcha, fields, user };
}

/** Step 2: the code is checked by the server as soon as it has the server-given length. */
export const codeIsComplete = (code: string, length: number) => code.trim().length === length;
