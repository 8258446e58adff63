import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert as Notice, Button, Disclosure, Form } from '../../../../design-system';
import type { DsiType } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useFormat } from '../../../lib/format/use-format';
import { interestProfileMutations } from '../api/interest-profile-queries';
import {
  isoToday,
  isValidityRefusal,
  validityProblem,
  validityUpdateBody,
} from '../utils/interest-rules';
import { useValidityMessage, ValidityField } from './settings-fields';
import * as styles from './interest-profile.css';

/**
 * The new validity of every interest of one kind (`PUT .../validade` with `tipoDSI`: the
 * contract changes a kind at once, not one item). A past date is refused here with the
 * server's own message, and by the server next to the same field; the date typed stays.
 * Collapsed until asked for: the page used to open with one empty required date per kind,
 * read as filters that had to be filled before anything else.
 */
export function KindValidityForm({ kind }: { kind: DsiType }) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const { date } = useFormat();
  const validityMessage = useValidityMessage();
  const change = useMutation(interestProfileMutations.changeAreaValidity());
  const [validade, setValidade] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const failure =
    change.isError && !isValidityRefusal(change.error)
      ? describeError(change.error, tErrors)
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChangedTo(null);
    const problem = validityMessage(validityProblem(validade, isoToday()));
    setFieldError(problem);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    const sent = validade;
    change.mutate(
      { data: validityUpdateBody(sent, kind) },
      {
        onSuccess: () => setChangedTo(sent),
        onError: (error) => {
          if (!isValidityRefusal(error)) return;
          setFieldError(describeError(error, tErrors).message);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <Disclosure title={t(`areas.validity.label.${kind}`)} headingLevel={4}>
      <div ref={containerRef}>
        <Form
          onSubmit={submit}
          validationBehavior="aria"
          aria-label={t(`areas.validity.label.${kind}`)}
          className={styles.form}
        >
          <div className={styles.fieldRow}>
            <ValidityField
              label={t(`areas.validity.field.${kind}`)}
              value={validade}
              onChange={(value) => {
                setValidade(value);
                setFieldError(undefined);
              }}
              errorMessage={fieldError}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" isPending={change.isPending}>
              {t(`areas.validity.submit.${kind}`)}
            </Button>
          </div>
          {changedTo ? (
            <Notice tone="success" live="status" onDismiss={() => setChangedTo(null)}>
              {t(`areas.validity.done.${kind}`, { date: date(changedTo) })}
            </Notice>
          ) : null}
          {failure ? (
            <Notice tone={failure.tone} live="alert" onDismiss={() => change.reset()}>
              {failure.message}
            </Notice>
          ) : null}
        </Form>
      </div>
    </Disclosure>
  );
}
