import { isApiError } from '../../../../api/errors';

/** The machine key of a refused recovery call (`CODIGO_EXPIRADO`, `SENHA_SEM_NUMERO` ...), if any. */
export function serverKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.key ?? error.body?.message ?? null;
}

/** The verification code is wrong, expired or dropped: the way on is a new code. */
export function isCodeProblem(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const key = serverKey(error);
  return error.status === 422 ? !key?.startsWith('SENHA_') : error.status === 429;
}

/** The server refused the new password itself (a rule, such as one of the last passwords). */
export function isPasswordRuleProblem(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && !!serverKey(error)?.startsWith('SENHA_');
}
