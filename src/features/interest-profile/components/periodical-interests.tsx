import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Heading,
  TextField,
} from '../../../../design-system';
import type { InterestAuxInfo, PeriodicalInterest } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { interestProfileMutations, interestProfileQueries } from '../api/interest-profile-queries';
import {
  periodicalCreateBody,
  periodicalUpdateBody,
  selectedAlertTypes,
} from '../utils/interest-rules';
import { InterestList, type ListedInterest } from './interest-list';
import { namesOf } from './settings-fields';
import { usePeriodicalSettings } from './use-interest-settings';
import * as styles from './interest-profile.css';

/**
 * Periodicals of the interest profile (`periodicos`): each with its validity, what it alerts of
 * and its libraries, changed in place (`PUT`) or removed after a confirmation (`DELETE`); new
 * ones searched by title or ISSN and added with one set of settings (`POST`).
 */
export function PeriodicalInterests({ aux }: { aux: InterestAuxInfo }) {
  const { t } = useTranslation('interest-profile');
  const { date } = useFormat();
  const periodicals = useQuery(interestProfileQueries.periodicals());
  const remove = useMutation(interestProfileMutations.removePeriodical());

  const describe = (interest: PeriodicalInterest) => [
    t('list.validUntil', { date: date(interest.validade) }),
    t('periodicals.alertsOf', {
      types: selectedAlertTypes(interest)
        .map((type) => t(`alertTypes.${type}`))
        .join(', '),
    }),
    t('list.libraries', {
      names: namesOf(
        aux.bibliotecas,
        (library) => String(library.cod_biblioteca),
        (library) => library.desc_biblioteca,
        interest.bibliotecas,
      ).join(', '),
    }),
  ];

  return (
    <section aria-labelledby="periodicos" className={styles.section}>
      <Heading level={2} id="periodicos" tabIndex={-1}>
        {t('periodicals.title')}
      </Heading>
      <QueryView query={periodicals} errorTitle={t('periodicals.loadError')}>
        {(list) => (
          <InterestList<PeriodicalInterest>
            headingId="periodicos"
            label={t('periodicals.listLabel')}
            empty={t('periodicals.empty')}
            isFetching={periodicals.isFetching}
            items={list.map((interest): ListedInterest<PeriodicalInterest> => ({
              interest,
              code: interest.codigo,
              name: interest.titulo,
              details: describe(interest),
              validade: interest.validade,
            }))}
            remove={remove}
            renderEdit={(interest, close) => (
              <EditPeriodical interest={interest} aux={aux} onDone={close} />
            )}
          />
        )}
      </QueryView>
      <AddPeriodicals aux={aux} />
    </section>
  );
}

function EditPeriodical({
  interest,
  aux,
  onDone,
}: {
  interest: PeriodicalInterest;
  aux: InterestAuxInfo;
  /** Leaves the form: `saved` after a successful change, false when cancelled. */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const save = useMutation(interestProfileMutations.changePeriodical());
  const settings = usePeriodicalSettings(
    {
      validade: interest.validade,
      alertTypes: selectedAlertTypes(interest),
      libraries: interest.bibliotecas.map(String),
    },
    aux,
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const failure =
    save.isError && !settings.refusesField(save.error) ? describeError(save.error, tErrors) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!settings.check()) {
      focusFirstInvalid();
      return;
    }
    save.mutate(
      { data: periodicalUpdateBody(interest.codigo, settings.values) },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (settings.showRefusal(error)) focusFirstInvalid();
        },
      },
    );
  };

  return (
    <div ref={containerRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        aria-label={t('list.editLabel', { name: interest.titulo })}
        className={styles.form}
      >
        {settings.fields}
        <div className={styles.actions}>
          <Button type="submit" isPending={save.isPending}>
            {t('list.save')}
          </Button>
          <Button variant="secondary" onPress={() => onDone(false)}>
            {t('list.cancel')}
          </Button>
        </div>
        {failure ? (
          <Notice tone={failure.tone} live="alert" onDismiss={() => save.reset()}>
            {failure.message}
          </Notice>
        ) : null}
      </Form>
    </div>
  );
}

/** Search periodicals by title or ISSN, tick several, add them with one set of settings. */
function AddPeriodicals({ aux }: { aux: InterestAuxInfo }) {
  const { t } = useTranslation('interest-profile');
  const [term, setTerm] = useState('');
  const [termError, setTermError] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const { containerRef: searchRef, focusFirstInvalid: focusSearchField } = useFocusFirstInvalid();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    setTermError(!trimmed);
    if (!trimmed) {
      focusSearchField();
      return;
    }
    setSearched(trimmed);
  };

  return (
    <section aria-labelledby="periodicos-adicionar" className={styles.section}>
      <Heading level={3} id="periodicos-adicionar">
        {t('periodicals.add.title')}
      </Heading>
      <div ref={searchRef}>
        <Form
          onSubmit={submitSearch}
          validationBehavior="aria"
          role="search"
          aria-label={t('periodicals.add.searchLabel')}
          className={styles.form}
        >
          <div className={styles.fieldRow}>
            <TextField
              name="termoPesquisa"
              label={t('periodicals.add.term')}
              isRequired
              maxLength={200}
              value={term}
              onChange={(value) => {
                setTerm(value);
                if (value.trim()) setTermError(false);
              }}
              isInvalid={termError}
              errorMessage={termError ? t('fields.termRequired') : undefined}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('periodicals.add.search')}</Button>
          </div>
        </Form>
      </div>
      {searched ? <FoundPeriodicals key={searched} term={searched} aux={aux} /> : null}
    </section>
  );
}

function FoundPeriodicals({ term, aux }: { term: string; aux: InterestAuxInfo }) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const found = useQuery(interestProfileQueries.searchPeriodicals(term));
  const add = useMutation(interestProfileMutations.addPeriodicals());
  const [selected, setSelected] = useState<string[]>([]);
  const [mustSelect, setMustSelect] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const settings = usePeriodicalSettings(
    { validade: aux.validade_padrao ?? '', alertTypes: [], libraries: [] },
    aux,
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const failure =
    add.isError && !settings.refusesField(add.error) ? describeError(add.error, tErrors) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const settingsOk = settings.check();
    setMustSelect(selected.length === 0);
    if (!settingsOk || selected.length === 0) {
      focusFirstInvalid();
      return;
    }
    const body = periodicalCreateBody(selected.map(Number), settings.values);
    add.mutate(
      { data: body },
      {
        onSuccess: () => {
          setAdded(body.itens.length);
          setSelected([]);
        },
        onError: (error) => {
          if (settings.showRefusal(error)) focusFirstInvalid();
        },
      },
    );
  };

  return (
    <section aria-labelledby="periodicos-encontrados" className={styles.section}>
      <Heading level={4} size="sm" id="periodicos-encontrados">
        {t('periodicals.add.resultsFor', { term })}
      </Heading>
      <QueryView query={found} lines={3} errorTitle={t('periodicals.add.searchError')}>
        {(hits) =>
          hits.length === 0 ? (
            <p className={styles.plain}>{t('periodicals.add.noHits')}</p>
          ) : (
            <div ref={containerRef}>
              <Form
                onSubmit={submit}
                validationBehavior="aria"
                aria-label={t('periodicals.add.formLabel')}
                className={styles.form}
              >
                <CheckboxGroup
                  label={t('periodicals.add.choose')}
                  isRequired
                  value={selected}
                  onChange={(value) => {
                    setSelected(value);
                    if (value.length) setMustSelect(false);
                  }}
                  isInvalid={mustSelect}
                  errorMessage={mustSelect ? t('periodicals.add.mustSelect') : undefined}
                >
                  {hits.map((hit) => (
                    <Checkbox key={hit.codigo} value={String(hit.codigo)}>
                      <span className={styles.option}>
                        <span>{hit.titulo}</span>
                        {hit.issn ? (
                          <span className={styles.muted}>
                            {t('periodicals.issn', { issn: hit.issn })}
                          </span>
                        ) : null}
                      </span>
                    </Checkbox>
                  ))}
                </CheckboxGroup>
                {settings.fields}
                <div className={styles.actions}>
                  <Button type="submit" isPending={add.isPending}>
                    {t('periodicals.add.submit')}
                  </Button>
                </div>
                {added ? (
                  <Notice tone="success" live="status" onDismiss={() => setAdded(null)}>
                    {t('periodicals.add.done', { count: added })}
                  </Notice>
                ) : null}
                {failure ? (
                  <Notice tone={failure.tone} live="alert" onDismiss={() => add.reset()}>
                    {failure.message}
                  </Notice>
                ) : null}
              </Form>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
