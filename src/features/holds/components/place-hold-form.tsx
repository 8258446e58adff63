import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  Link,
  ListBoxItem,
  Select,
} from '../../../../design-system';
import { isApiError } from '../../../api/errors';
import type { HoldRequest, QueueInfo } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { useFormat } from '../../../lib/format/use-format';
import { useServerAction } from '../../../lib/offline/offline-reason';
import type { PlaceHoldProps } from '../../../lib/place-hold-slot/place-hold-slot';
import { holdsMutations } from '../api/holds-queries';
import {
  choicesOf,
  holdChoiceFields,
  initialChoice,
  missingChoices,
  toHoldRequest,
  type HoldChoice,
  type HoldChoiceField,
} from '../utils/hold-choice';
import * as styles from './holds.css';

const fieldLabel = {
  biblioteca: 'place.library',
  volume: 'place.volume',
  tomo: 'place.tome',
  parte: 'place.part',
  material_adicional: 'place.material',
  localizacao: 'place.location',
} as const satisfies Record<HoldChoiceField, string>;

/** The refusal of a check or a hold, in words: a missing choice, or the server's reason. */
function useRefusalText() {
  const { t } = useTranslation('holds');
  const { t: tErrors } = useTranslation('errors');
  return (error: unknown) =>
    isApiError(error) && error.status === 400
      ? t('place.selectAll')
      : describeError(error, tErrors).message;
}

/** Where the hold would stand in the queue, and the button that places it. */
function QueueConfirmation({
  queue,
  isPending,
  onConfirm,
  onChange,
}: {
  queue: QueueInfo;
  isPending: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('holds');
  const server = useServerAction('placeHold');
  const sectionRef = useRef<HTMLElement>(null);
  // Keyboard and screen-reader users land on what the check found.
  useEffect(() => sectionRef.current?.focus(), []);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby="fila-reserva"
    >
      <Heading level={3} id="fila-reserva" size="sm">
        {t('place.queueHeading')}
      </Heading>
      <p className={styles.plain}>{t('place.queuePosition', { position: queue.posicao_fila })}</p>
      <p className={styles.plain}>
        {queue.pessoas_na_fila === 0
          ? t('place.queueEmpty')
          : t('place.queueAhead', { count: queue.pessoas_na_fila })}
      </p>
      <FormActions>
        <Button onPress={onConfirm} isPending={isPending} {...server.buttonProps}>
          {t('place.confirm')}
        </Button>
        <Button variant="secondary" onPress={onChange} isDisabled={isPending}>
          {t('place.change')}
        </Button>
      </FormActions>
      {server.reason}
    </section>
  );
}

/**
 * The hold form of a title (spec sections 5, 7 and 8): every option chosen, then the queue the
 * patron would join (`validar-fila`), then the hold itself. A refusal (copies on the shelf, no
 * copy that allows holds, the limit) shows in place, and what was chosen stays.
 */
export function PlaceHoldForm({ codAcervo, options }: PlaceHoldProps) {
  const { t } = useTranslation('holds');
  const { countLimit } = useFormat();
  const refusalText = useRefusalText();
  // Offline the form stays with the patron's choices; only checking and placing wait.
  const server = useServerAction('placeHold');
  const coded = useCodedValueLabels();
  const choices = choicesOf(options, coded.choice);
  const [choice, setChoice] = useState<HoldChoice>(() => initialChoice(options));
  const [showMissing, setShowMissing] = useState(false);
  const [checked, setChecked] = useState<{ request: HoldRequest; queue: QueueInfo } | null>(null);
  const check = useMutation(holdsMutations.checkQueue());
  const place = useMutation(holdsMutations.place());
  const containerRef = useRef<HTMLDivElement>(null);
  // After a refused check, focus goes to the first unchosen field: a select marks its wrapper
  // invalid (`data-invalid`), its button is what takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    // After the press that submitted has finished with the focus (react-aria keeps it on the
    // pressed button until then).
    const frame = requestAnimationFrame(() =>
      containerRef.current?.querySelector<HTMLElement>('[data-invalid] button')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  const placedRef = useRef<HTMLDivElement>(null);
  const missing = missingChoices(choice);

  useEffect(() => {
    if (place.isSuccess) placedRef.current?.focus();
  }, [place.isSuccess]);

  const choose = (field: HoldChoiceField, value: string | null) => {
    setChoice((current) => ({ ...current, [field]: value }));
    // A new choice needs a new look at the queue.
    setChecked(null);
    check.reset();
    place.reset();
  };

  if (place.isSuccess) {
    return (
      <div ref={placedRef} tabIndex={-1}>
        <Alert tone="success" live="status" title={t('place.placed')}>
          <p className={styles.plain}>
            {place.data.posicao_fila
              ? t('place.placedPosition', { position: place.data.posicao_fila })
              : null}
          </p>
          <Link href={paths.holds.href()}>{t('place.seeHolds')}</Link>
        </Alert>
      </div>
    );
  }

  const refusal = check.isError ? check.error : place.isError ? place.error : null;

  return (
    <div ref={containerRef} className={styles.form}>
      <Form
        validationBehavior="aria"
        aria-labelledby="fazer-reserva"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field submits even with the button disabled.
          if (server.offline) return;
          const request = toHoldRequest(codAcervo, choice);
          if (!request) {
            setShowMissing(true);
            setFocusRequest((n) => n + 1);
            return;
          }
          setShowMissing(false);
          check.mutate({ data: request }, { onSuccess: (queue) => setChecked({ request, queue }) });
        }}
      >
        <Heading level={2} id="fazer-reserva" size="sm">
          {t('place.heading')}
        </Heading>
        <Alert tone="info" live="none">
          {t('place.waitingList')}
        </Alert>
        {options.limite_reservas !== undefined ? (
          <p className={styles.plain}>
            {t('place.count', {
              value: countLimit(options.quantidade_reservas ?? 0, options.limite_reservas),
            })}
          </p>
        ) : null}
        <p className={styles.plain}>{t('place.allOptions')}</p>
        <div className={styles.choices}>
          {holdChoiceFields.map((field) => {
            const invalid = showMissing && !choice[field];
            return (
              <Select
                key={field}
                label={t(fieldLabel[field])}
                items={choices[field]}
                value={choice[field]}
                onChange={(key) => choose(field, key === null ? null : String(key))}
                isRequired
                isInvalid={invalid}
                errorMessage={invalid ? t('place.chooseOne') : undefined}
                isDisabled={check.isPending || place.isPending}
              >
                {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
              </Select>
            );
          })}
        </div>
        {showMissing && missing.length ? (
          <Alert tone="warning" live="alert">
            {t('place.selectAll')}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert tone="warning" live="alert" title={t('place.refused')}>
            {refusalText(refusal)}
          </Alert>
        ) : null}
        {checked ? (
          <QueueConfirmation
            queue={checked.queue}
            isPending={place.isPending}
            onConfirm={() => place.mutate({ data: checked.request })}
            onChange={() => {
              setChecked(null);
              place.reset();
            }}
          />
        ) : (
          <FormActions>
            <Button type="submit" isPending={check.isPending} {...server.buttonProps}>
              {t('place.checkQueue')}
            </Button>
          </FormActions>
        )}
        {checked ? null : server.reason}
      </Form>
    </div>
  );
}
