import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../design-system';
import type { NetworkSearchRecord, OnlineLink, SearchRecord } from '../../../api/generated/model';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { linkQueries } from '../api/link-queries';
import { searchQueries } from '../api/search-queries';
import { tickedTitlesActions, useTickedTitlesStore } from '../stores/ticked-titles-store';
import type { DisplayMode } from '../utils/search-url';
import { useCoverBatches } from './cover-batches';
import { ResultExtrasStatus } from './result-extras';
import { ResultItem } from './result-item';
import { isIndexedIn, otherTitlesOf } from './result-rules';
import * as styles from './search.css';

// One shared empty list, so a memoised result item sees no change while its links load.
const NO_LINKS: OnlineLink[] = [];
/** Records drawn in the first screenful of a detailed list: their covers load at once. */
const FIRST_SCREENFUL = 3;

/**
 * The records of a page of results, with what the page asks for them after the search: covers
 * (in batches), the default image, online links, other titles and summaries.
 *
 * Those answers re-render this list, not the results around it (facets, sort, pages), and each
 * answer only the records it changes (the items are memoised): on the results page's first
 * visit, each answer re-rendering everything was a long task of its own on a slow phone.
 */
export function ResultList({
  records,
  display,
  isPlaceholder,
}: {
  records: (SearchRecord | NetworkSearchRecord)[];
  display: DisplayMode;
  /** The previous page's records, shown while the next page loads. */
  isPlaceholder: boolean;
}) {
  const { t } = useTranslation(['search', 'errors']);
  const codes = useMemo(() => records.map((record) => record.cod_acervo), [records]);
  // Covers, other titles and summaries belong to the detailed display only.
  const detailed = display !== 'C' && records.length > 0;
  const covers = useCoverBatches(codes, detailed);
  // Asked here, read by each cover (ResultCover).
  useQuery({ ...publicConfigQueries.defaultImage(), enabled: detailed });
  const additional = useQuery({ ...searchQueries.additionalTitles(codes), enabled: detailed });
  const indexed = useQuery({ ...searchQueries.indexedTitles(codes), enabled: detailed });
  const links = useQuery({ ...linkQueries.resultLinks(codes), enabled: records.length > 0 });
  const selected = useTickedTitlesStore((store) => store.acervosFiltrados);
  // Links and extras arrive after the records and touch many items: rendered at transition
  // priority, so they update the list in slices rather than in one long task.
  const recordLinks = useDeferredValue(links.data);
  const additionalTitles = useDeferredValue(additional.data);
  const indexedTitles = useDeferredValue(indexed.data);
  // One array per record and answer, so a memoised result item sees no change on other renders.
  const otherTitles = useMemo(
    () =>
      new Map(
        records.map((record) => [record.cod_acervo, otherTitlesOf(additionalTitles, record)]),
      ),
    [records, additionalTitles],
  );

  return (
    <>
      {detailed ? <ResultExtrasStatus additional={additional} indexed={indexed} /> : null}
      {detailed && covers.failed ? (
        <Alert tone="warning" live="status" title={t('errors:fetch.covers')}>
          {t('results.coversFallback')}
        </Alert>
      ) : null}
      <ol className={display === 'C' ? styles.compactList : styles.list} aria-busy={isPlaceholder}>
        {records.map((record, index) => (
          <ResultItem
            key={record.cod_acervo}
            record={record}
            display={display}
            isBelowTheFold={index >= FIRST_SCREENFUL}
            otherTitles={otherTitles.get(record.cod_acervo)}
            isIndexed={isIndexedIn(indexedTitles, record.cod_acervo)}
            links={
              recordLinks?.find((entry) => entry.cod_acervo === record.cod_acervo)?.links ??
              NO_LINKS
            }
            isSelected={selected.some((item) => item.cod_acervo === record.cod_acervo)}
            onSelect={tickedTitlesActions.titleTicked}
          />
        ))}
      </ol>
    </>
  );
}
