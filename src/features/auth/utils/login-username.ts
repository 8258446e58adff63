/**
 * Patron-category codes of the login's category selector (spec section 2), in the spec's order;
 * `01` is the default. The spec lists the codes and, separately, the category names; which name
 * goes with which code is not shown beyond what the mock fixes (01 undergraduate, 03 graduate,
 * 05 professor, 06 employee), so the rest is our pairing (names in `auth.json`, `categories`).
 */
export const patronCategories = [
  '01',
  '19',
  '03',
  '06',
  '07',
  '21',
  '09',
  '05',
  '12',
  '10',
  '08',
  '04',
  'Intercamb',
  'MembroComun',
] as const;
export type PatronCategory = (typeof patronCategories)[number];
export const DEFAULT_PATRON_CATEGORY: PatronCategory = '01';

export const isPatronCategory = (value: unknown): value is PatronCategory =>
  (patronCategories as readonly unknown[]).includes(value);

/**
 * An identity-provider address (`login@institution`): with OIDC on, such a username signs in
 * through the provider; without `@` the password step follows (spec section 4).
 */
export function isOidcUsername(username: string): boolean {
  const trimmed = username.trim();
  const at = trimmed.indexOf('@');
  return at > 0 && at < trimmed.length - 1;
}

/**
 * The `username` of the password grant (contract `PasswordGrant`): the trimmed login, followed
 * by the institution's marker and the chosen person code (duplicate people) or, failing that,
 * the chosen patron-category code. Without a marker the login goes as typed.
 */
export function buildLoginUsername({
  username,
  marker,
  person,
  category,
}: {
  username: string;
  marker: string | null | undefined;
  /** `codigo` of the person picked among duplicates. */
  person: string | null;
  /** Chosen category, when the institution shows the category selector. */
  category: string | null;
}): string {
  const login = username.trim();
  if (!marker) return login;
  const suffix = person ?? category;
  return suffix ? `${login}${marker}${suffix}` : login;
}

const BASE_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Spec section 2: a `redirect` that names an external publisher base (a bare slug such as
 * `minha-biblioteca`, not an app path) opens that base's access address in a new tab after
 * login. Our choice of form: the slug alone, as `POST /pessoas/bases/{slug}/url-acesso` takes it.
 */
export function redirectBaseSlug(redirect: string | null | undefined): string | null {
  const value = redirect?.trim();
  return value && BASE_SLUG.test(value) ? value : null;
}
