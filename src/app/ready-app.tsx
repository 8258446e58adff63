import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { institutionQueries } from '../features/institution/api/institution-queries';

/**
 * What renders once start-up finished. The routed shell (header, search, personal area)
 * mounts here; until then it names the institution so the page is identifiable.
 */
export function ReadyApp() {
  const { t } = useTranslation();
  // Start-up has already put the institution in the cache; this reads it.
  const { data: institution } = useQuery(institutionQueries.institution());
  const name = institution ? `${t('appName')} · ${institution.sigla}` : t('appName');
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <main data-startup="ready">
      <h1>{name}</h1>
    </main>
  );
}
