import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading, RecordList, RecordListItem } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { ServerLink } from '../../../lib/urls/server-link';
import { acquisitionQueries } from '../api/acquisition-queries';
import * as styles from '../components/acquisition.css';

/**
 * `/meu-portal/aquisicao/bases-dados`: the research databases open to the patron
 * (`GET /acervo/meu-portal/bases-dados`), each with its address when the server gives a safe
 * one, opened in a new tab (said in the link's name).
 */
export function ResearchDatabasesPage() {
  const { t } = useTranslation('acquisition');
  const databases = useQuery(acquisitionQueries.researchDatabases());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('databases.title')}</Heading>
      <QueryView query={databases} errorTitle={t('databases.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.plain}>{t('databases.none')}</p>
          ) : (
            <RecordList aria-label={t('databases.label')}>
              {list.map((database) => (
                <RecordListItem key={database.codigo}>
                  <Heading level={2} size="sm" className={styles.recordTitle}>
                    {database.nome}
                  </Heading>
                  {database.descricao ? <p className={styles.plain}>{database.descricao}</p> : null}
                  <ServerLink
                    href={database.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    fallback={<p className={styles.muted}>{t('databases.noLink')}</p>}
                  >
                    {t('databases.open', { name: database.nome })}
                  </ServerLink>
                </RecordListItem>
              ))}
            </RecordList>
          )
        }
      </QueryView>
    </div>
  );
}
