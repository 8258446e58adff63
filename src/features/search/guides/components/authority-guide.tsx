import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Heading, Link, Pagination, Spinner } from '../../../../../design-system';
import type { AuthoritySearchType, SearchGuide } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { describeError } from '../../../../lib/errors/describe-error';
import { PAGE_SIZE } from '../../utils/search-url';
import { guideQueries } from '../../api/guide-queries';
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

  const changePage = (pagina: number) => {
    onSearch({ ...search, pagina });
    document.getElementById(HEADING_ID)?.focus();
  };

  return (
    <section aria-labelledby={HEADING_ID}>
      <Heading level={2} id={HEADING_ID} tabIndex={-1}>
        {t('authority.heading')}
      </Heading>
      <p aria-live="polite" aria-atomic="true">
        {answer
          ? t('authority.count', { count: answer.total, term: search.termo })
          : query.isPending
            ? t('authority.loading')
            : ''}
      </p>
      {failure ? <Alert tone={failure.tone}>{failure.message}</Alert> : null}
      {query.isPending ? <Spinner /> : null}
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
          {answer && answer.total > PAGE_SIZE ? (
            <Pagination
              aria-label={t('authority.pagination')}
              page={search.pagina}
              pageCount={Math.ceil(answer.total / PAGE_SIZE)}
              onPageChange={changePage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
