import { useQuery } from '@tanstack/react-query';
import { titleQueries } from '../../api/title-queries';
import { sanitizeHtml } from '../../../../lib/html/sanitize-html';
import { QueryView } from '../../../../lib/query-state/query-state';

/**
 * The title's bibliographic reference in ABNT style: HTML with the title in bold, through the
 * same profile as every other server HTML (one list of what may render, not one per screen).
 */
export function ReferenceTab({ codAcervo }: { codAcervo: number }) {
  const query = useQuery(titleQueries.reference(codAcervo));
  return (
    <QueryView query={query} lines={2}>
      {(data) => <p dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.referencia) }} />}
    </QueryView>
  );
}
