import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';
import { ServerLink } from '../../../../lib/urls/server-link';

/** Tables of contents of the title (books) or of its issues (periodicals). */
export function SummariesTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const query = useQuery(titleQueries.summaries(codAcervo));
  return (
    <QueryView query={query} lines={6}>
      {({ sumarios }) =>
        sumarios.length === 0 ? (
          <p>{t('summaries.none')}</p>
        ) : (
          sumarios.map((summary, index) => (
            <section key={index} aria-labelledby={`summary-${index}`}>
              {/* The tab panel stands under the page's h1: its sections are h2 (same look). */}
              <Heading level={2} size="md" id={`summary-${index}`}>
                {summary.descricao}
              </Heading>
              <ol>
                {summary.entradas.map((entry, entryIndex) => (
                  <li key={entryIndex}>
                    {entry.link ? (
                      <ServerLink
                        href={entry.link}
                        target="_blank"
                        rel="noreferrer"
                        fallback={entry.titulo}
                      >
                        {entry.titulo}
                      </ServerLink>
                    ) : (
                      entry.titulo
                    )}
                    {entry.autores?.length ? ` — ${entry.autores.join('; ')}` : null}
                    {entry.paginas ? ` — ${t('summaries.pages', { pages: entry.paginas })}` : null}
                  </li>
                ))}
              </ol>
            </section>
          ))
        )
      }
    </QueryView>
  );
}
