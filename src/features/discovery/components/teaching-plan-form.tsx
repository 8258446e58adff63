import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, ListBoxItem, Select, TextField } from '../../../../design-system';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { LoadError } from '../../../lib/query-state/query-state';
import { discoveryQueries } from '../api/discovery-queries';
import {
  emptyTeachingPlanSearch,
  validateTeachingPlanSearch,
  type TeachingPlanSearch,
  type TeachingPlanSearchProblems,
} from '../utils/teaching-plan-search';
import * as styles from './discovery.css';

// The "any" choice of each select (an empty field).
const ANY = 'qualquer';
const fromChoice = (key: string | number | null) =>
  key === ANY || key === null ? '' : String(key);

interface TeachingPlanFormProps {
  /** The search in the address (or none); the fields start from it. */
  applied: TeachingPlanSearch | null;
  onApply: (search: TeachingPlanSearch) => void;
}

/**
 * The teaching-plan search (spec section 7: department, year, semester, period, subject,
 * library). Departments come from `GET /pessoas/departamentos`, subjects and libraries from the
 * form's own choices. An empty search is refused with the spec's message (section 5) and focus
 * goes to the first field; nothing typed is lost.
 */
export function TeachingPlanForm({ applied, onApply }: TeachingPlanFormProps) {
  const { t } = useTranslation(['discovery', 'errors']);
  const departments = useQuery(discoveryQueries.departments());
  const choices = useQuery(discoveryQueries.teachingPlanChoices());
  const [draft, setDraft] = useState<TeachingPlanSearch>(applied ?? emptyTeachingPlanSearch);
  const [problems, setProblems] = useState<TeachingPlanSearchProblems | null>(() =>
    applied ? validateTeachingPlanSearch(applied) : null,
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();

  const change = (patch: Partial<TeachingPlanSearch>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // Any field filled answers "fill at least one field"; a year waits for the next search.
    setProblems((current) =>
      current?.empty ? (current.ano ? { ano: current.ano } : null) : current,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTeachingPlanSearch(draft);
    setProblems(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    onApply(draft);
  };

  const emptyMessage = problems?.empty ? t('teachingPlan.fillOne') : undefined;
  const yearMessage = problems?.ano ? t('teachingPlan.yearInvalid') : undefined;
  const failed = departments.isError ? departments : choices.isError ? choices : null;

  return (
    <div ref={containerRef} className={styles.section}>
      {failed ? (
        <LoadError
          error={failed.error}
          title={t('teachingPlan.choicesError')}
          onRetry={() => void failed.refetch()}
        />
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" aria-label={t('teachingPlan.form')}>
        <div className={styles.fields}>
          <Select
            label={t('teachingPlan.department')}
            value={draft.departamento || ANY}
            onChange={(key) => change({ departamento: fromChoice(key) })}
            isInvalid={Boolean(emptyMessage)}
            errorMessage={emptyMessage}
          >
            <ListBoxItem id={ANY}>{t('teachingPlan.any')}</ListBoxItem>
            {(departments.data ?? []).map((department) => (
              <ListBoxItem key={department.codigo} id={String(department.codigo)}>
                {department.descricao}
              </ListBoxItem>
            ))}
          </Select>
          <TextField
            name="ano"
            label={t('teachingPlan.year')}
            inputMode="numeric"
            maxLength={4}
            value={draft.ano}
            onChange={(ano) => change({ ano })}
            isInvalid={Boolean(yearMessage)}
            errorMessage={yearMessage}
          />
          <Select
            label={t('teachingPlan.semester')}
            value={draft.semestre || ANY}
            onChange={(key) => change({ semestre: fromChoice(key) })}
          >
            <ListBoxItem id={ANY}>{t('teachingPlan.any')}</ListBoxItem>
            <ListBoxItem id="1">{t('teachingPlan.semesterN', { n: 1 })}</ListBoxItem>
            <ListBoxItem id="2">{t('teachingPlan.semesterN', { n: 2 })}</ListBoxItem>
          </Select>
          <TextField
            name="periodo"
            label={t('teachingPlan.period')}
            description={t('teachingPlan.periodHint')}
            maxLength={20}
            value={draft.periodo}
            onChange={(periodo) => change({ periodo })}
          />
          <Select
            label={t('teachingPlan.subject')}
            value={draft.disciplina || ANY}
            onChange={(key) => change({ disciplina: fromChoice(key) })}
          >
            <ListBoxItem id={ANY}>{t('teachingPlan.any')}</ListBoxItem>
            {(choices.data?.disciplinas ?? []).map((subject) => (
              <ListBoxItem key={subject.codigo} id={subject.codigo}>
                {subject.descricao}
              </ListBoxItem>
            ))}
          </Select>
          <Select
            label={t('teachingPlan.library')}
            description={t('teachingPlan.libraryHint')}
            value={draft.biblioteca || ANY}
            onChange={(key) => change({ biblioteca: fromChoice(key) })}
          >
            <ListBoxItem id={ANY}>{t('teachingPlan.everyLibrary')}</ListBoxItem>
            {(choices.data?.bibliotecas ?? []).map((library) => (
              <ListBoxItem key={library.cod_biblioteca} id={String(library.cod_biblioteca)}>
                {library.desc_biblioteca}
              </ListBoxItem>
            ))}
          </Select>
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('teachingPlan.search')}</Button>
        </div>
      </Form>
    </div>
  );
}
