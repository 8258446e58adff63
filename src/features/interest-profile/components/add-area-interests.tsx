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
  ListBoxItem,
  Select,
  TextField,
} from '../../../../design-system';
import type {
  DsiType,
  InterestAuxInfo,
  SearchAreaAuthorSubjectParams,
} from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { QueryView } from '../../../lib/query-state/query-state';
import {
  dsiKinds,
  interestProfileMutations,
  interestProfileQueries,
} from '../api/interest-profile-queries';
import {
  areaCreateBody,
  areaItemKey,
  chosenValidity,
  isoToday,
  isValidityRefusal,
  validityProblem,
} from '../utils/interest-rules';
import { useValidityMessage, ValidityField } from './settings-fields';
import * as styles from './interest-profile.css';

const isKind = (value: unknown): value is DsiType => dsiKinds.some((kind) => kind === value);

/**
 * Search an area, author or subject (`/pesquisa`: tipoPesquisa, termoPesquisa), tick several of
 * the items found and add them with one validity (`POST {tipoDSI, validade, itens}`). Every
 * refusal is worded next to its field, and nothing typed or ticked is lost.
 */
export function AddAreaInterests({ aux }: { aux: InterestAuxInfo }) {
  const { t } = useTranslation('interest-profile');
  // The kinds the server offers, in the contract's order; all three when it names none we know.
  const offered = dsiKinds.filter((kind) => aux.tipos_dsi.some((item) => item.codigo === kind));
  const kinds = offered.length ? offered : dsiKinds;
  const [kind, setKind] = useState<DsiType>(kinds[0] ?? 'area');
  const [term, setTerm] = useState('');
  const [termError, setTermError] = useState(false);
  const [searched, setSearched] = useState<SearchAreaAuthorSubjectParams | null>(null);
  const { containerRef: searchRef, focusFirstInvalid: focusSearchField } = useFocusFirstInvalid();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const termoPesquisa = term.trim();
    setTermError(!termoPesquisa);
    if (!termoPesquisa) {
      focusSearchField();
      return;
    }
    setSearched({ tipoPesquisa: kind, termoPesquisa });
  };

  return (
    <div className={styles.section}>
      <Heading level={2}>{t('areas.add.title')}</Heading>
      <p className={styles.plain}>{t('areas.add.intro')}</p>
      <div ref={searchRef}>
        <Form
          onSubmit={submitSearch}
          validationBehavior="aria"
          aria-label={t('areas.add.searchLabel')}
          role="search"
          className={styles.form}
        >
          <div className={styles.fieldRow}>
            <Select
              label={t('areas.add.kind')}
              value={kind}
              onChange={(key) => {
                if (isKind(key)) setKind(key);
              }}
            >
              {kinds.map((item) => (
                <ListBoxItem key={item} id={item}>
                  {t(`kinds.one.${item}`)}
                </ListBoxItem>
              ))}
            </Select>
            <TextField
              name="termoPesquisa"
              label={t('areas.add.term')}
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
            <Button type="submit">{t('areas.add.search')}</Button>
          </div>
        </Form>
      </div>
      {searched ? (
        <FoundAreaInterests
          // A new search starts a new choice: nothing ticked from the last one is sent by mistake.
          key={`${searched.tipoPesquisa}|${searched.termoPesquisa}`}
          searched={searched}
          defaultValidity={aux.validade_padrao ?? ''}
          schemes={aux.tipos_area}
        />
      ) : null}
    </div>
  );
}

interface FoundProps {
  searched: SearchAreaAuthorSubjectParams;
  defaultValidity: string;
  schemes: InterestAuxInfo['tipos_area'];
}

function FoundAreaInterests({ searched, defaultValidity, schemes }: FoundProps) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const validityMessage = useValidityMessage();
  const found = useQuery(interestProfileQueries.searchAreas(searched));
  const add = useMutation(interestProfileMutations.addAreas());
  const [selected, setSelected] = useState<string[]>([]);
  const [mustSelect, setMustSelect] = useState(false);
  const [validade, setValidade] = useState(defaultValidity);
  const [validityError, setValidityError] = useState<string | undefined>();
  const [added, setAdded] = useState<number | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const failure =
    add.isError && !isValidityRefusal(add.error) ? describeError(add.error, tErrors) : null;
  const kindName = t(`kinds.one.${searched.tipoPesquisa}`);
  const schemeName = (code: number | null | undefined) =>
    schemes.find((scheme) => scheme.codigo === String(code))?.descricao;

  return (
    <section aria-labelledby="interesses-encontrados" className={styles.section}>
      <Heading level={3} size="sm" id="interesses-encontrados">
        {t('areas.add.resultsFor', { kind: kindName, term: searched.termoPesquisa })}
      </Heading>
      <QueryView query={found} lines={3} errorTitle={t('areas.add.searchError')}>
        {(hits) => {
          if (hits.length === 0) return <p className={styles.plain}>{t('areas.add.noHits')}</p>;
          const submit = (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            setAdded(null);
            const sent = chosenValidity(validade, defaultValidity);
            const problem = validityMessage(validityProblem(sent, isoToday()));
            setMustSelect(selected.length === 0);
            setValidityError(problem);
            if (problem || selected.length === 0) {
              focusFirstInvalid();
              return;
            }
            const body = areaCreateBody(searched.tipoPesquisa, sent, hits, selected);
            add.mutate(
              { data: body },
              {
                onSuccess: () => {
                  setAdded(body.itens.length);
                  setSelected([]);
                },
                onError: (error) => {
                  if (!isValidityRefusal(error)) return;
                  setValidityError(describeError(error, tErrors).message);
                  focusFirstInvalid();
                },
              },
            );
          };
          return (
            <div ref={containerRef}>
              <Form
                onSubmit={submit}
                validationBehavior="aria"
                aria-label={t('areas.add.formLabel')}
                className={styles.form}
              >
                <CheckboxGroup
                  label={t('areas.add.choose')}
                  isRequired
                  value={selected}
                  onChange={(value) => {
                    setSelected(value);
                    if (value.length) setMustSelect(false);
                  }}
                  isInvalid={mustSelect}
                  errorMessage={mustSelect ? t('areas.add.mustSelect') : undefined}
                >
                  {hits.map((hit) => {
                    const scheme =
                      searched.tipoPesquisa === 'area' ? schemeName(hit.codTipoArea) : undefined;
                    return (
                      <Checkbox key={areaItemKey(hit)} value={areaItemKey(hit)}>
                        <span className={styles.option}>
                          <span>{hit.descricao}</span>
                          {scheme ? <span className={styles.muted}>{scheme}</span> : null}
                        </span>
                      </Checkbox>
                    );
                  })}
                </CheckboxGroup>
                <div className={styles.fieldRow}>
                  <ValidityField
                    value={validade}
                    onChange={(value) => {
                      setValidade(value);
                      setValidityError(undefined);
                    }}
                    errorMessage={validityError}
                    fallback={defaultValidity}
                  />
                </div>
                <div className={styles.actions}>
                  <Button type="submit" isPending={add.isPending}>
                    {t('areas.add.submit')}
                  </Button>
                </div>
                {added ? (
                  <Notice tone="success" live="status" onDismiss={() => setAdded(null)}>
                    {t('areas.add.done', { count: added })}
                  </Notice>
                ) : null}
                {failure ? (
                  <Notice tone={failure.tone} live="alert" onDismiss={() => add.reset()}>
                    {failure.message}
                  </Notice>
                ) : null}
              </Form>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
