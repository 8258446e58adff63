import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Disclosure, Form, TextField } from '../../../../design-system';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import {
  isFiltered,
  validateAlertPeriod,
  type AlertPeriod,
  type AlertPeriodProblems,
} from '../utils/alert-period';
import * as styles from './alerts.css';

interface AlertPeriodFormProps {
  /** The period in the address; the fields start from it and follow it (back button). */
  applied: AlertPeriod;
  /** Called with a period both of whose dates are there, in order. */
  onApply: (period: AlertPeriod) => void;
  /** Back to every alert. */
  onClear: () => void;
}

/** Problems of a period the address carries: none when it names no period (every alert). */
const problemsOf = (period: AlertPeriod) => validateAlertPeriod(period);

/**
 * The optional alert filter, folded until used: empty shows every alert; a period needs both
 * dates in order (spec section 5). A refused period keeps what was typed, says what is wrong
 * next to each field and focuses the first of them.
 */
export function AlertPeriodForm({ applied, onApply, onClear }: AlertPeriodFormProps) {
  const { t } = useTranslation('alerts');
  const [draft, setDraft] = useState(applied);
  const [problems, setProblems] = useState<AlertPeriodProblems | null>(() => problemsOf(applied));
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();

  // The address changed under the form (back / forward, the clear button): show its period.
  const appliedKey = `${applied.start}|${applied.end}`;
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(applied);
    setProblems(problemsOf(applied));
  }

  const change = (field: keyof AlertPeriod, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A date just filled in no longer needs its "required" message; the order waits for submit.
    setProblems((current) =>
      current?.[field] === 'required' ? { ...current, [field]: undefined } : current,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAlertPeriod(draft);
    setProblems(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    onApply(draft);
  };

  const startMessage =
    problems?.start === 'required'
      ? t('filters.startRequired')
      : problems?.start === 'startAfterEnd'
        ? t('filters.startAfterEnd')
        : undefined;
  const endMessage = problems?.end === 'required' ? t('filters.endRequired') : undefined;

  return (
    <Disclosure title={t('filters.label')} headingLevel={2} defaultExpanded={isFiltered(applied)}>
      <div ref={containerRef}>
        <Form onSubmit={submit} validationBehavior="aria" aria-label={t('filters.label')}>
          <div className={styles.filters}>
            <TextField
              type="date"
              name="dataIni"
              label={t('filters.start')}
              value={draft.start}
              onChange={(value) => change('start', value)}
              isInvalid={Boolean(startMessage)}
              errorMessage={startMessage}
            />
            <TextField
              type="date"
              name="dataFim"
              label={t('filters.end')}
              value={draft.end}
              onChange={(value) => change('end', value)}
              isInvalid={Boolean(endMessage)}
              errorMessage={endMessage}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('filters.apply')}</Button>
            {isFiltered(applied) ? (
              <Button variant="secondary" onPress={onClear}>
                {t('filters.clear')}
              </Button>
            ) : null}
          </div>
        </Form>
      </div>
    </Disclosure>
  );
}
