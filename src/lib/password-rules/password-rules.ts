import type { PasswordRulesRules } from '../../api/generated/model';
import { containsAny } from '../format/text';

/** Spec section 9: the special characters a password may need. */
export const PASSWORD_SPECIAL_CHARACTERS = ['@', '!', '#', '$', '%', '&', '*', '(', ')', '_', '-'];

// The server checks case with ASCII letters; the client says the same so the list never shows
// a rule as met that the server then refuses.
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;

export const hasDigit = (password: string) => /\d/.test(password);

export const onlyDigits = (password: string) => /^\d+$/.test(password);

export const hasSpecialCharacter = (password: string) =>
  [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

export const hasUpperAndLowerCase = (password: string) =>
  UPPER.test(password) && LOWER.test(password);

export const lengthWithin = (password: string, min: number, max: number) =>
  password.length >= min && password.length <= max;

/**
 * "Must not contain any part of the user's name (split by space)": the text helper's check,
 * which ignores case, accents and particles shorter than 3 letters ("da", "de").
 */
export const containsNamePart = (password: string, name: string) => containsAny(password, name);

export type PasswordRuleId =
  | 'length'
  | 'hasNumbers'
  | 'onlyNumbers'
  | 'specialChar'
  | 'diffCase'
  | 'diffName'
  | 'lastPasswords';

export interface PasswordRuleCheck {
  id: PasswordRuleId;
  /** null: only the server can tell (the last N passwords). */
  met: boolean | null;
  /** Values the rule's text shows. */
  values?: { min?: number; max?: number; count?: number };
}

/** The enabled rules (spec section 5, step 3), in the order the checklist shows them. */
export function checkPasswordRules(
  password: string,
  rules: PasswordRulesRules,
  name: string,
): PasswordRuleCheck[] {
  const checks: PasswordRuleCheck[] = [];
  if (rules.length)
    checks.push({
      id: 'length',
      met: lengthWithin(password, rules.length.min, rules.length.max),
      values: { min: rules.length.min, max: rules.length.max },
    });
  if (rules.has_numbers) checks.push({ id: 'hasNumbers', met: hasDigit(password) });
  if (rules.only_numbers) checks.push({ id: 'onlyNumbers', met: onlyDigits(password) });
  if (rules.special_char) checks.push({ id: 'specialChar', met: hasSpecialCharacter(password) });
  if (rules.diff_case) checks.push({ id: 'diffCase', met: hasUpperAndLowerCase(password) });
  if (rules.diff_name)
    checks.push({ id: 'diffName', met: password !== '' && !containsNamePart(password, name) });
  if (rules.last_pw > 0)
    checks.push({ id: 'lastPasswords', met: null, values: { count: rules.last_pw } });
  return checks;
}

/** Every rule the client can check is met (the last-passwords rule is the server's). */
export const meetsPasswordRules = (checks: readonly PasswordRuleCheck[]) =>
  checks.every((check) => check.met !== false);

export type NewPasswordProblem =
  'passwordRequired' | 'confirmationRequired' | 'criteria' | 'mismatch';

export interface NewPasswordValidation {
  ok: boolean;
  fields: { password?: NewPasswordProblem; confirmation?: NewPasswordProblem };
  /** The password to send: trimmed (spec section 5). */
  password: string;
}

/**
 * Step 3's save check (spec section 5): both fields filled, all enabled rules met ("The password
 * doesn't match all the criteria!") and the two equal ("The passwords don't match!"). Both are
 * compared trimmed, as the password is sent trimmed.
 */
export function validateNewPassword(input: {
  password: string;
  confirmation: string;
  rules: PasswordRulesRules;
  name: string;
}): NewPasswordValidation {
  const password = input.password.trim();
  const confirmation = input.confirmation.trim();
  const fields: NewPasswordValidation['fields'] = {};
  if (!password) fields.password = 'passwordRequired';
  else if (!meetsPasswordRules(checkPasswordRules(password, input.rules, input.name)))
    fields.password = 'criteria';
  if (!confirmation) fields.confirmation = 'confirmationRequired';
  else if (password && confirmation !== password) fields.confirmation = 'mismatch';
  return { ok: !fields.password && !fields.confirmation, fields, password };
}
