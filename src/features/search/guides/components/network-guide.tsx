import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  DialogTrigger,
  Heading,
  Modal,
  Spinner,
} from '../../../../../design-system';
import type {
  NetworkSearchRecord,
  NetworkTitle,
  SearchGuide,
  SearchRecord,
} from '../../../../api/generated/model';
import { searchQueries } from '../../api/search-queries';
import { FilteredListing } from '../../components/filtered-listing';
import { listingStatus, ResultsSection } from '../../components/results-section';
import { SimpleSearchForm, type SimpleSearch } from '../../components/simple-search-form';
import { toSearchParams, type SearchUrlState } from '../../utils/search-url';
import { guideQueries } from '../../api/guide-queries';
import { chosenInstitutions } from '../utils/guide-url';
import { describeNetworkFailure } from '../utils/network-failure';
import * as styles from './guides.css';
import { useCodedValueLabels } from '../../../../lib/i18n/coded-value-labels';
import { ServerLink } from '../../../../lib/urls/server-link';

const HEADING_ID = 'rede-resultados-titulo';

const isNetworkRecord = (
  record: SearchRecord | NetworkSearchRecord,
): record is NetworkSearchRecord => 'instituicao' in record && 'acervo' in record;

/**
 * The network catalogue guide's form: the simple search, limited to the network institutions
 * ticked (none ticked: all of them). The institutions become the search's Z filters, so the
 * result's facets and chips show and change them like any other filter.
 */
export function NetworkGuideForm({
  state,
  onSearch,
}: {
  state: SearchUrlState;
  onSearch: (search: SimpleSearch, institutions: number[]) => void;
}) {
  const { t } = useTranslation('guides');
  const { t: tErrors } = useTranslation('errors');
  const institutions = useQuery(guideQueries.networkInstitutions());
  const [chosen, setChosen] = useState<string[]>(() =>
    chosenInstitutions(state.filtros).map(String),
  );
  const failure = institutions.isError ? describeNetworkFailure(institutions.error, tErrors) : null;

  return (
    <div className={styles.networkForm}>
      <SimpleSearchForm
        initial={state}
        onSearch={(search) => onSearch(search, chosen.map(Number))}
      />
      {failure ? <Alert tone={failure.tone}>{failure.message}</Alert> : null}
      {institutions.isPending ? <p>{t('network.institutionsLoading')}</p> : null}
      {institutions.data?.length ? (
        <CheckboxGroup
          label={t('network.institutions')}
          description={t('network.institutionsHint')}
          orientation="horizontal"
          value={chosen}
          onChange={setChosen}
        >
          {institutions.data.map((institution) => (
            <Checkbox key={institution.cod_empresa} value={String(institution.cod_empresa)}>
              {institution.sigla
                ? `${institution.desc_empresa} (${institution.sigla})`
                : institution.desc_empresa}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
    </div>
  );
}

/** Results of a network search: each record with the institution holding it, Z and T facets. */
export function NetworkResults({
  state,
  guide,
  onChange,
}: {
  state: SearchUrlState;
  guide: SearchGuide;
  onChange: (next: SearchUrlState) => void;
}) {
  const { t } = useTranslation('search');
  const { t: tGuides } = useTranslation('guides');
  const { t: tErrors } = useTranslation('errors');
  const results = useQuery(guideQueries.networkResults(toSearchParams(state, guide)));
  const sorts = useQuery(searchQueries.sortOptions());
  const answer = results.data;
  const records = answer?.consulta.data.filter(isNetworkRecord) ?? [];
  const failure = results.isError ? describeNetworkFailure(results.error, tErrors) : null;

  return (
    <ResultsSection
      headingId={HEADING_ID}
      heading={tGuides('network.heading')}
      status={listingStatus(
        results,
        (data) => t('results.count', { count: data.consulta.total, term: state.termo }),
        t('results.loading'),
      )}
      failure={failure}
      isPending={results.isPending}
    >
      {answer ? (
        <FilteredListing
          state={state}
          filters={answer.filtros}
          total={answer.consulta.total}
          sorts={sorts.data}
          headingId={HEADING_ID}
          onChange={onChange}
        >
          {answer.consulta.total === 0 ? (
            <p>{t('results.empty.title', { term: state.termo })}</p>
          ) : (
            <ol className={styles.records} aria-busy={results.isPlaceholderData}>
              {records.map((record) => (
                <NetworkRecordItem
                  key={`${record.instituicao.cod_empresa}-${record.acervo}`}
                  record={record}
                />
              ))}
            </ol>
          )}
        </FilteredListing>
      ) : null}
    </ResultsSection>
  );
}

function NetworkRecordItem({ record }: { record: NetworkSearchRecord }) {
  const { t } = useTranslation('guides');
  const coded = useCodedValueLabels();
  const headingId = `rede-${record.instituicao.cod_empresa}-${record.acervo}`;
  const facts: [string, string | null | undefined][] = [
    [t('network.heldBy'), record.instituicao.desc_empresa],
    [t('network.fields.author'), record.autor],
    [t('network.fields.year'), record.ano_publicacao],
    [
      t('network.fields.workType'),
      coded.workType(record.cod_tipo_obra, record.tipo_obra ?? record.desc_tipo_obra),
    ],
    [
      t('network.fields.language'),
      record.idioma_desc ? coded.language(record.idioma, record.idioma_desc) : null,
    ],
  ];
  return (
    <li className={styles.record} aria-labelledby={headingId}>
      <Heading level={3} size="md" id={headingId}>
        {/* A dialog rather than a page: the record belongs to another institution's catalogue. */}
        <DialogTrigger>
          <Button variant="quiet" className={styles.titleButton}>
            {record.titulo}
          </Button>
          <Modal title={record.titulo} size="lg">
            <NetworkTitleDetails
              acervo={record.acervo}
              institution={record.instituicao.cod_empresa}
            />
          </Modal>
        </DialogTrigger>
      </Heading>
      <Facts facts={facts} />
    </li>
  );
}

function Facts({ facts }: { facts: [string, string | null | undefined][] }) {
  return (
    <dl className={styles.details}>
      {facts
        .filter((entry): entry is [string, string] => !!entry[1])
        .map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The network title (GET /rede/acervo/{id}) inside its dialog. */
function NetworkTitleDetails({ acervo, institution }: { acervo: number; institution: number }) {
  const { t } = useTranslation('guides');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(guideQueries.networkTitle(acervo, institution));
  if (query.data) return <NetworkTitleFacts title={query.data} />;
  if (query.isError) {
    const failure = describeNetworkFailure(query.error, tErrors);
    return <Alert tone={failure.tone}>{failure.message}</Alert>;
  }
  return <Spinner aria-label={t('network.titleLoading')} />;
}

function NetworkTitleFacts({ title }: { title: NetworkTitle }) {
  const { t } = useTranslation('guides');
  const coded = useCodedValueLabels();
  const list = (values: string[] | undefined) => (values?.length ? values.join('; ') : null);
  const facts: [string, string | null | undefined][] = [
    [t('network.fields.institution'), title.instituicao.desc_empresa],
    [t('network.fields.author'), title.autor],
    [t('network.fields.otherAuthors'), list(title.outros_autores)],
    [t('network.fields.subjects'), list(title.assunto)],
    [t('network.fields.publisher'), title.editora],
    [t('network.fields.year'), title.ano_publicacao],
    [t('network.fields.edition'), title.edicao],
    [
      t('network.fields.language'),
      title.idioma_desc ? coded.language(title.idioma, title.idioma_desc) : null,
    ],
    [t('network.fields.callNumber'), title.chamada],
    [t('network.fields.isbn'), list(title.isbn)],
    [t('network.fields.issn'), list(title.issn)],
    [t('network.fields.workType'), coded.workType(title.cod_tipo_obra, title.desc_tipo_obra)],
  ];
  return (
    <div className={styles.networkForm}>
      <Facts facts={facts} />
      {title.link_origem ? (
        <ServerLink href={title.link_origem} target="_blank" rel="noreferrer" variant="standalone">
          {t('network.origin', { institution: title.instituicao.desc_empresa })}
        </ServerLink>
      ) : null}
    </div>
  );
}
