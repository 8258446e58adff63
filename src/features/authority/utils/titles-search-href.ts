import type { AuthorityType } from '../../../api/generated/model';
import { paths } from '../../../config/paths';

/** The simple-search field that holds headings of each authority type. */
const fieldOfType = (tipo: AuthorityType): 'autor' | 'titulo' | 'assunto' => {
  if (tipo.startsWith('autor_')) return 'autor';
  if (tipo === 'titulo_uniforme') return 'titulo';
  return 'assunto';
};

/**
 * The results page of the titles under a heading: a simple search of the heading in its field,
 * in the URL shape the search page reads (`/?termo=…&tipo=…`).
 */
export function titlesSearchHref(heading: string, tipo: AuthorityType): string {
  const query = new URLSearchParams({ termo: heading, tipo: fieldOfType(tipo) });
  return `${paths.home.href()}?${query.toString()}`;
}
