import {
  startPasswordRecovery,
  updateRecoveredPassword,
  validateRecoveryCode,
} from '../../../api/generated/hooks/people/people';
import type { PasswordRecoveryStart, PasswordRulesRules } from '../../../api/generated/model';

/*
 * The three calls of "forgot password" (spec section 7, `/pessoas/{user}/recuperar-senha`),
 * used by features/auth/recovery. Plain calls, not queries: each step is a user action whose
 * answer belongs to that one recovery, nothing to cache or share.
 */

const userPath = (user: string) => encodeURIComponent(user.trim());

/** Step 1, and "resend code": the server e-mails a new code. */
export function startRecovery(
  user: string,
  captchaToken: string | null,
): Promise<PasswordRecoveryStart> {
  return startPasswordRecovery(
    userPath(user),
    captchaToken === null ? undefined : { recaptcha_token: captchaToken },
  );
}

/** Step 2: a right code answers the password rules of step 3. */
export async function checkRecoveryCode(user: string, code: string): Promise<PasswordRulesRules> {
  const answer = await validateRecoveryCode(userPath(user), { code });
  return answer.rules;
}

/** Step 3: the new password, already trimmed by the caller. */
export async function saveRecoveredPassword(
  user: string,
  code: string,
  password: string,
): Promise<void> {
  await updateRecoveredPassword(userPath(user), { code, password });
}
