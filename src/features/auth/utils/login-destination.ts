import { isPersonalAreaPath, paths } from '../../../config/paths';
import type { DirectTo } from './login-validation';

/**
 * Only same-site paths are followed: `redirect` comes from the address bar, and an absolute or
 * protocol-relative address would turn the login into an open redirect.
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return null;
  return redirect;
}

/** The "direct to" choice offered first: what the redirect points at, else the institution's. */
export function initialDirectTo(
  redirect: string | null,
  institutionDefault: DirectTo | null | undefined,
): DirectTo | null {
  if (redirect && redirect !== '/')
    return isPersonalAreaPath(redirect.split('?')[0] ?? '') ? 'M' : 'C';
  return institutionDefault ?? null;
}

/**
 * Where the login ends (spec section 4): the "direct to" choice when the user may use the
 * personal area, else the redirect, else the institution's default destination. A personal-area
 * redirect already satisfies "M", so the deep link is kept.
 */
export function loginDestination({
  redirect,
  directTo,
  mayUsePersonalArea,
  institutionDefault,
}: {
  redirect: string | null;
  directTo: DirectTo | null;
  mayUsePersonalArea: boolean;
  institutionDefault: DirectTo | null | undefined;
}): string {
  const personalArea = paths.personalArea.href();
  const redirectIsPersonal = redirect !== null && isPersonalAreaPath(redirect.split('?')[0] ?? '');
  const choice = directTo ?? (redirect ? null : (institutionDefault ?? null));
  if (choice === 'M' && mayUsePersonalArea)
    return redirectIsPersonal && redirect ? redirect : personalArea;
  if (choice === 'C') return redirect && !redirectIsPersonal ? redirect : paths.home.href();
  return redirect ?? paths.home.href();
}
