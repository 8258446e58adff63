import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../../design-system';
import type { IndexType, SearchGuide } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { describeError } from '../../../../lib/errors/describe-error';
import * as styles from '../../components/search.css';
import { guideQueries } from '../../api/guide-queries';
import { listingStatus, ResultPages, ResultsSection } from '../../components/results-section';
import {
  indexEntryParams,
  indexTypes,
  type IndexBrowseState,
  toBrowseParams,
  writeIndexBrowse,
} from '../utils/guide-url';
import * as guideStyles from './guides.css';
import { TypedTermForm, type TypeOption } from './typed-term-form';

const HEADING_ID = 'indice-titulo';

/** The indexes offered: the server's list (GET /opcoes-indice), else the contract's seven. */
export function useIndexOptions(): TypeOption<IndexType>[] {
  const { t } = useTranslation('guides');
  const { data } = useQuery(guideQueries.indexOptions());
  return data?.length
    ? data.map((option) => ({ id: option.codigo, label: option.descricao }))
    : indexTypes.map((id) => ({ id, label: t(`index.types.${id}`) }));
}

/** The index guide's form: which index, and the initial word to browse it from. */
export function IndexGuideForm({
  browse,
  onBrowse,
}: {
  browse: IndexBrowseState;
  onBrowse: (next: IndexBrowseState) => void;
}) {
  const { t } = useTranslation('guides');
  const options = useIndexOptions();
  return (
    <TypedTermForm
      typeLabel={t('index.type')}
      types={options}
      initialType={browse.indice}
      initialTerm={browse.palavra}
      termLabel={t('index.word')}
      termPlaceholder={t('index.wordPlaceholder')}
      submitLabel={t('index.submit')}
      onSubmit={(indice, palavra) => onBrowse({ indice, palavra, pagina: 1 })}
    />
  );
}

export const entryHref = (guide: SearchGuide, browse: IndexBrowseState, termo: string) =>
  `${paths.guide.href(guide.codigo)}?${indexEntryParams(browse, termo).toString()}`;

export const browseHref = (guide: SearchGuide, browse: IndexBrowseState) =>
  `${paths.guide.href(guide.codigo)}?${writeIndexBrowse(browse).toString()}`;

/**
 * One page of an index, from the heading where the initial word would be filed (like a card
 * catalogue); each heading with its number of titles opens them in the catalogue's results.
 */
export function IndexBrowseResults({
  guide,
  browse,
  onBrowse,
}: {
  guide: SearchGuide;
  browse: IndexBrowseState;
  onBrowse: (next: IndexBrowseState) => void;
}) {
  const { t } = useTranslation('guides');
  const { t: tErrors } = useTranslation('errors');
  const options = useIndexOptions();
  const indexName = options.find((option) => option.id === browse.indice)?.label ?? browse.indice;
  const query = useQuery(guideQueries.listing(toBrowseParams(browse, guide)));
  const answer = query.data?.consulta;
  const entries = answer?.indice ?? [];
  const failure = query.isError ? describeError(query.error, tErrors) : null;

  return (
    <ResultsSection
      headingId={HEADING_ID}
      heading={t('index.heading')}
      status={listingStatus(
        query,
        (data) =>
          t('index.count', { count: data.consulta.total, word: browse.palavra, index: indexName }),
        t('index.loading'),
      )}
      failure={failure}
      isPending={query.isPending}
    >
      {answer && entries.length === 0 ? <p>{t('index.empty', { word: browse.palavra })}</p> : null}
      {entries.length > 0 ? (
        <>
          <ol className={guideStyles.entries} aria-busy={query.isPlaceholderData}>
            {entries.map((entry) => (
              <li key={entry.termo} className={guideStyles.entry}>
                <Link href={entryHref(guide, browse, entry.termo)} variant="subtle">
                  {entry.termo}
                </Link>
                <span className={guideStyles.count}>
                  {t('index.titles', { count: entry.total })}
                </span>
              </li>
            ))}
          </ol>
          <ResultPages
            label={t('index.pagination')}
            page={browse.pagina}
            total={answer?.total ?? 0}
            headingId={HEADING_ID}
            onPageChange={(pagina) => onBrowse({ ...browse, pagina })}
          />
        </>
      ) : null}
    </ResultsSection>
  );
}

/** Above an index heading's titles: which heading they are, and the way back to the index. */
export function IndexEntryHeader({
  guide,
  browse,
  entry,
}: {
  guide: SearchGuide;
  browse: IndexBrowseState;
  entry: string;
}) {
  const { t } = useTranslation('guides');
  const options = useIndexOptions();
  const indexName = options.find((option) => option.id === browse.indice)?.label ?? browse.indice;
  return (
    <div className={styles.toolbar}>
      <p>
        <strong>{t('index.entryOf', { entry, index: indexName })}</strong>
      </p>
      {browse.palavra ? (
        <Link href={browseHref(guide, { ...browse, pagina: 1 })} variant="standalone">
          {t('index.backToIndex', { word: browse.palavra })}
        </Link>
      ) : null}
    </div>
  );
}
