import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleLibrary } from '../../../../api/generated/model';
import { Badge, DataTable, ListBoxItem, Select, Skeleton } from '../../../../../design-system';
import { useIsSignedIn } from '../../../../stores/auth-store';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';
import { ClosedCollectionRequest } from './closed-collection-request';
import { SignInNeeded } from './sign-in-needed';

function StorageTable({ codAcervo, library }: { codAcervo: number; library: number }) {
  const { t } = useTranslation('catalogue');
  const signedIn = useIsSignedIn();
  const query = useQuery(titleQueries.storage(codAcervo, library));
  return (
    <QueryView query={query}>
      {(items) => (
        <>
          {items.length === 0 ? (
            <p>{t('closed.none')}</p>
          ) : (
            // Read-only, so a plain table (DataTable), not a grid with a roving focus.
            <DataTable
              aria-label={t('tabs.acervo-fechado')}
              items={items}
              rowKey={(item) => String(item.cod_exemplar)}
              columns={[
                {
                  id: 'registration',
                  header: t('closed.registration'),
                  isRowHeader: true,
                  cell: (item) => item.tombo ?? String(item.cod_exemplar),
                },
                {
                  id: 'location',
                  header: t('closed.location'),
                  cell: (item) => item.localizacao ?? '—',
                },
                {
                  id: 'volume',
                  header: t('closed.volume'),
                  cell: (item) =>
                    [item.volume, item.tomo, item.parte].filter(Boolean).join(' / ') || '—',
                },
                {
                  id: 'availability',
                  header: t('closed.availability'),
                  cell: (item) => (
                    <Badge tone={item.disponivel ? 'success' : 'warning'}>
                      {item.disponivel ? t('closed.available') : t('closed.unavailable')}
                    </Badge>
                  ),
                },
              ]}
            />
          )}
          {signedIn ? (
            // The request's texts come with the tab; the table stays on screen meanwhile.
            <Suspense fallback={<Skeleton lines={3} />}>
              <ClosedCollectionRequest codAcervo={codAcervo} library={library} items={items} />
            </Suspense>
          ) : items.some((item) => item.disponivel) ? (
            <SignInNeeded message={t('closed.signIn')} inline="modal" />
          ) : null}
        </>
      )}
    </QueryView>
  );
}

function LibraryChoice({ codAcervo, libraries }: { codAcervo: number; libraries: TitleLibrary[] }) {
  const { t } = useTranslation('catalogue');
  const [chosen, setChosen] = useState(libraries[0]?.cod_biblioteca);
  if (chosen === undefined) return <p>{t('closed.none')}</p>;
  return (
    <>
      <Select label={t('closed.library')} value={chosen} onChange={(key) => setChosen(Number(key))}>
        {libraries.map((item) => (
          <ListBoxItem key={item.cod_biblioteca} id={item.cod_biblioteca}>
            {item.desc_biblioteca}
          </ListBoxItem>
        ))}
      </Select>
      <StorageTable codAcervo={codAcervo} library={chosen} />
    </>
  );
}

/**
 * Copies kept in closed stacks, per library: staff fetch them on request. A signed-in patron
 * ticks copies and sends the request; a visitor is asked to sign in first.
 */
export function ClosedCollectionTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const libraries = useQuery(titleQueries.libraries(codAcervo));
  return (
    <>
      <p>{t('closed.intro')}</p>
      <QueryView query={libraries} lines={2}>
        {(list) => <LibraryChoice codAcervo={codAcervo} libraries={list} />}
      </QueryView>
    </>
  );
}
