import type { ActivityPermission } from '../../../api/generated/model';
import { isPersonalAreaPath } from '../../../config/paths';

/** Activity 8 gates the personal area; its description names it (spec section 6). */
export const personalAreaActivity = 8;

export const personalAreaActivityOf = (permissions: ActivityPermission[]) =>
  permissions.find((permission) => permission.cod_atividade === personalAreaActivity);

/**
 * The header's title: inside the personal area its name (activity 8's description, else the
 * translated default), elsewhere the catalogue's name; either followed by the acronym.
 */
export function headerTitle({
  pathname,
  personalAreaName,
  catalogueName,
  acronym,
}: {
  pathname: string;
  personalAreaName: string;
  catalogueName: string;
  acronym: string | undefined;
}): string {
  const name = isPersonalAreaPath(pathname) ? personalAreaName : catalogueName;
  return acronym ? `${name} · ${acronym}` : name;
}
