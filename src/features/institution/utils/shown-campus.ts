import type { Campus } from '../../../api/generated/model';

/**
 * The campus `/horarios` shows: the one in the address (`?campus=`), or the first of the list
 * when the address names none; undefined when the address names a campus the list lacks.
 * The page and its loader both ask, so the hours the loader fetches are the ones shown.
 */
export function shownCampus(list: readonly Campus[], requested: number | null): Campus | undefined {
  return requested === null ? list[0] : list.find((campus) => campus.cod_campus === requested);
}
