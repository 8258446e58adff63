import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  Form,
  Heading,
} from '../../../../design-system';
import type { InterestAuxInfo, WorkTypeInterest } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useFormat } from '../../../lib/format/use-format';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { QueryView } from '../../../lib/query-state/query-state';
import { interestProfileMutations, interestProfileQueries } from '../api/interest-profile-queries';
import { workTypeCreateBody, workTypeUpdateBody } from '../utils/interest-rules';
import { InterestList, type ListedInterest } from './interest-list';
import { namesOf } from './settings-fields';
import { useWorkTypeSettings } from './use-interest-settings';
import * as styles from './interest-profile.css';

/**
 * Work (material) types of the interest profile (`tipo-obra`): each with its validity,
 * libraries and languages, changed in place (`PUT`) or removed after a confirmation
 * (`DELETE`); the types not yet in the profile added with one set of settings (`POST`).
 */
export function WorkTypeInterests({ aux }: { aux: InterestAuxInfo }) {
  const { t } = useTranslation('interest-profile');
  const coded = useCodedValueLabels();
  const { date } = useFormat();
  const workTypes = useQuery(interestProfileQueries.workTypes());
  const remove = useMutation(interestProfileMutations.removeWorkType());

  const nameOf = (interest: WorkTypeInterest) => {
    const name =
      interest.descricao ||
      aux.tipos_obra.find((type) => type.codigo === String(interest.codigo))?.descricao;
    return name
      ? coded.workType(interest.codigo, name)
      : t('workTypes.unnamed', { code: interest.codigo });
  };
  const describe = (interest: WorkTypeInterest) => [
    t('list.validUntil', { date: date(interest.validade) }),
    t('list.libraries', {
      names: namesOf(
        aux.bibliotecas,
        (library) => String(library.cod_biblioteca),
        (library) => library.desc_biblioteca,
        interest.bibliotecas,
      ).join(', '),
    }),
    t('workTypes.languagesLine', {
      names: namesOf(
        aux.idiomas,
        (language) => language.codigo,
        (language) => coded.language(language.codigo, language.descricao),
        interest.idiomas,
      ).join(', '),
    }),
  ];

  return (
    <section aria-labelledby="tipos-obra" className={styles.section}>
      <Heading level={2} id="tipos-obra" tabIndex={-1}>
        {t('workTypes.title')}
      </Heading>
      <QueryView query={workTypes} errorTitle={t('workTypes.loadError')}>
        {(list) => (
          <>
            <InterestList<WorkTypeInterest>
              headingId="tipos-obra"
              label={t('workTypes.listLabel')}
              empty={t('workTypes.empty')}
              isFetching={workTypes.isFetching}
              items={list.map((interest): ListedInterest<WorkTypeInterest> => ({
                interest,
                code: interest.codigo,
                name: nameOf(interest),
                details: describe(interest),
                validade: interest.validade,
              }))}
              remove={remove}
              renderEdit={(interest, close) => (
                <EditWorkType
                  interest={interest}
                  name={nameOf(interest)}
                  aux={aux}
                  onDone={close}
                />
              )}
            />
            <AddWorkTypes aux={aux} inProfile={list.map((interest) => String(interest.codigo))} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function EditWorkType({
  interest,
  name,
  aux,
  onDone,
}: {
  interest: WorkTypeInterest;
  name: string;
  aux: InterestAuxInfo;
  /** Leaves the form: `saved` after a successful change, false when cancelled. */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const save = useMutation(interestProfileMutations.changeWorkType());
  const settings = useWorkTypeSettings(
    {
      validade: interest.validade,
      libraries: interest.bibliotecas.map(String),
      languages: interest.idiomas,
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
      { data: workTypeUpdateBody(interest.codigo, settings.values) },
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
        aria-label={t('list.editLabel', { name })}
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

/** The work types not in the profile yet, ticked and added with one set of settings. */
function AddWorkTypes({ aux, inProfile }: { aux: InterestAuxInfo; inProfile: string[] }) {
  const { t } = useTranslation('interest-profile');
  const coded = useCodedValueLabels();
  const { t: tErrors } = useTranslation('errors');
  const add = useMutation(interestProfileMutations.addWorkTypes());
  const [selected, setSelected] = useState<string[]>([]);
  const [mustSelect, setMustSelect] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const settings = useWorkTypeSettings(
    { validade: aux.validade_padrao ?? '', libraries: [], languages: [] },
    aux,
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const offered = aux.tipos_obra.filter((type) => !inProfile.includes(type.codigo));
  // A type just added leaves the offer: a tick on it would send nothing visible.
  const chosen = selected.filter((code) => offered.some((type) => type.codigo === code));
  const failure =
    add.isError && !settings.refusesField(add.error) ? describeError(add.error, tErrors) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const settingsOk = settings.check();
    setMustSelect(chosen.length === 0);
    if (!settingsOk || chosen.length === 0) {
      focusFirstInvalid();
      return;
    }
    const body = workTypeCreateBody(chosen, settings.values);
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

  // Folded while the profile has work types (issue 39: the open form of every type, library
  // and language made the page three screens tall on a phone); open when it has none.
  return (
    <Disclosure
      title={t('workTypes.add.title')}
      headingLevel={3}
      defaultExpanded={inProfile.length === 0}
      className={styles.section}
    >
      {added ? (
        <Notice tone="success" live="status" onDismiss={() => setAdded(null)}>
          {t('workTypes.add.done', { count: added })}
        </Notice>
      ) : null}
      {offered.length === 0 ? (
        <p className={styles.plain}>{t('workTypes.add.allInProfile')}</p>
      ) : (
        <div ref={containerRef}>
          <Form
            onSubmit={submit}
            validationBehavior="aria"
            aria-label={t('workTypes.add.title')}
            className={styles.form}
          >
            <CheckboxGroup
              label={t('workTypes.add.choose')}
              isRequired
              value={chosen}
              onChange={(value) => {
                setSelected(value);
                if (value.length) setMustSelect(false);
              }}
              isInvalid={mustSelect}
              errorMessage={mustSelect ? t('workTypes.add.mustSelect') : undefined}
              orientation="horizontal"
            >
              {offered.map((type) => (
                <Checkbox key={type.codigo} value={type.codigo}>
                  {coded.workType(type.codigo, type.descricao)}
                </Checkbox>
              ))}
            </CheckboxGroup>
            {settings.fields}
            <div className={styles.actions}>
              <Button type="submit" isPending={add.isPending}>
                {t('workTypes.add.submit')}
              </Button>
            </div>
            {failure ? (
              <Notice tone={failure.tone} live="alert" onDismiss={() => add.reset()}>
                {failure.message}
              </Notice>
            ) : null}
          </Form>
        </div>
      )}
    </Disclosure>
  );
}
