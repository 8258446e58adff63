import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../../design-system';
import type { AuthoritySearchType, SearchGuide } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { describeError } from '../../../../lib/errors/describe-error';
import { guideQueries } from '../../api/guide-queries';
import { listingStatus, ResultPages, ResultsSection } from '../../components/results-section';
import {
  authoritySearchTypes,
  toAuthorityParams,
  type AuthoritySearchState,
} from '../utils/guide-url';
import * as styles from './guides.css';
import { TypedTermForm, type TypeOption } from './typed-term-form';

const HEADING_ID = 'autoridades-titulo';

/** The authority types offered: the server's list (GET /autoridade/combo), else the contract's. */
function useAuthorityTypes(): TypeOption<AuthoritySearchType>[] {
  const { t } = useTranslation('guides');
  const { data } = useQuery(guideQueries.authorityTypes());
  return data?.length
    ? data.map((option) => ({ id: option.codigo, label: option.descricao }))
    : authoritySearchTypes.map((id) => ({ id, label: t(`authority.types.${id}`) }));
}

/** The authority guide's form: the authority type (every type by default) and the term. */
export function AuthorityGuideForm({
  search,
  onSearch,
}: {
  search: AuthoritySearchState;
  onSearch: (next: AuthoritySearchState) => void;
}) {
  const { t } = useTranslation('guides');
  const types = useAuthorityTypes();
  return (
    <TypedTermForm
      typeLabel={t('authority.type')}
      types={types}
      initialType={search.autoridade}
      initialTerm={search.termo}
      termLabel={t('authority.term')}
      termPlaceholder={t('authority.termPlaceholder')}
      submitLabel={t('authority.submit')}
      onSubmit={(autoridade, termo) => onSearch({ autoridade, termo, pagina: 1 })}
    />
  );
}

/** Authority records found (GET /consulta?base=autoridade); each opens its authority page. */
export function AuthorityResults({
  guide,
  search,
  onSearch,
}: {
  guide: SearchGuide;
  search: AuthoritySearchState;
  onSearch: (next: AuthoritySearchState) => void;
}) {
  const { t } = useTranslation('guides');
  const { t: tErrors } = useTranslation('errors');
  const types = useAuthorityTypes();
  const typeName = (tipo: string) => types.find((option) => option.id === tipo)?.label ?? tipo;
  const query = useQuery(guideQueries.listing(toAuthorityParams(search, guide)));
  const answer = query.data?.consulta;
  const hits = answer?.autoridades ?? [];
  const failure = query.isError ? describeError(query.error, tErrors) : null;

  return (
    <ResultsSection
      headingId={HEADING_ID}
      heading={t('authority.heading')}
      status={listingStatus(
        query,
        (data) => t('authority.count', { count: data.consulta.total, term: search.termo }),
        t('authority.loading'),
      )}
      failure={failure}
      isPending={query.isPending}
    >
      {answer && hits.length === 0 ? <p>{t('authority.empty', { term: search.termo })}</p> : null}
      {hits.length > 0 ? (
        <>
          <ol className={styles.entries} aria-busy={query.isPlaceholderData}>
            {hits.map((hit) => (
              <li key={hit.cod_autoridade} className={styles.entry}>
                <span>
                  <Link href={paths.authority.href(hit.cod_autoridade)} variant="subtle">
                    {hit.cabecalho}
                  </Link>{' '}
                  <span className={styles.count}>({typeName(hit.tipo)})</span>
                </span>
                {hit.total_titulos !== undefined ? (
                  <span className={styles.count}>
                    {t('authority.titles', { count: hit.total_titulos })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <ResultPages
            label={t('authority.pagination')}
            page={search.pagina}
            total={answer?.total ?? 0}
            headingId={HEADING_ID}
            onPageChange={(pagina) => onSearch({ ...search, pagina })}
          />
        </>
      ) : null}
    </ResultsSection>
  );
}
