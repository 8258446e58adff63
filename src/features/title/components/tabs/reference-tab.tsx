import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';

// The server marks the title with emphasis; nothing else of its HTML is kept.
const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'strong', 'i', 'em'], ALLOWED_ATTR: [] });

/** The title's bibliographic reference in ABNT style. */
export function ReferenceTab({ codAcervo }: { codAcervo: number }) {
  const query = useQuery(titleQueries.reference(codAcervo));
  return (
    <QueryView query={query} lines={2}>
      {(data) => <p dangerouslySetInnerHTML={{ __html: sanitize(data.referencia) }} />}
    </QueryView>
  );
}
