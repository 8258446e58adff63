import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Disclosure,
  Form,
  FormActions,
  Heading,
  Link,
  ListBoxItem,
  Select,
  Spinner,
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
  isNoneChoice,
  missingChoices,
  toHoldRequest,
  type HoldChoice,
  type HoldChoiceField,
  upFrontFields,
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
  takesFocus,
  onConfirm,
}: {
  queue: QueueInfo;
  isPending: boolean;
  /** After the patron asked for the check: they land on what it found. A check made on its own
   * (the defaults were complete) leaves the focus where it is. */
  takesFocus: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('holds');
  const server = useServerAction('placeHold');
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takesFocus) sectionRef.current?.focus();
  }, [takesFocus]);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby="fila-reserva"
    >
      <Heading level={4} id="fila-reserva" size="sm">
        {t('place.queueHeading')}
      </Heading>
      <p className={styles.plain} role="status">
        {t('place.queueSummary', {
          position: queue.posicao_fila,
          count: queue.pessoas_na_fila,
        })}
      </p>
      <FormActions>
        <Button onPress={onConfirm} isPending={isPending} {...server.buttonProps}>
          {t('place.confirm')}
        </Button>
      </FormActions>
      {server.reason}
    </section>
  );
}

/**
 * The hold form of a title (spec sections 5, 7 and 8; issue 39, a hold in one step): every
 * choice starts at its sensible default (the library where a copy comes back first, "none" for
 * volume, tome, part and material, the only shelf), the chosen ones wait behind "More options",
 * and the queue the patron would join (`validar-fila`) is checked at once, so the patron sees
 * their place and confirms. A refusal (copies on the shelf, no copy that allows holds, the
 * limit) shows next to the action, and what was chosen stays.
 */
export function PlaceHoldForm({ codAcervo, options, suggested }: PlaceHoldProps) {
  const { t } = useTranslation('holds');
  const { countLimit } = useFormat();
  const refusalText = useRefusalText();
  // Offline the form stays with the patron's choices; only checking and placing wait.
  const server = useServerAction('placeHold');
  const coded = useCodedValueLabels();
  const choices = choicesOf(options, coded.choice);
  const [start] = useState<HoldChoice>(() => initialChoice(options, suggested));
  const [choice, setChoice] = useState<HoldChoice>(start);
  // Which fields stand in the open is decided once: a field does not jump away when chosen.
  const [upFront] = useState(() => upFrontFields(options, start));
  const [showMissing, setShowMissing] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [checked, setChecked] = useState<{
    request: HoldRequest;
    queue: QueueInfo;
    asked: boolean;
  } | null>(null);
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

  const runCheck = (request: HoldRequest, asked: boolean) =>
    check.mutate(
      { data: request },
      { onSuccess: (queue) => setChecked({ request, queue, asked }) },
    );

  // Complete choices are checked at once, each set of choices once: the patron sees their place
  // in the queue without asking. A refused check is not repeated; the button asks again.
  const request = toHoldRequest(codAcervo, choice);
  const requestKey = request ? JSON.stringify(request) : null;
  const autoChecked = useRef<string | null>(null);
  // Each change of a choice starts a new round, even one that comes back to the same choices.
  const [round, setRound] = useState(0);
  const { mutate: checkMutate } = check;
  useEffect(() => {
    if (!requestKey || server.offline || autoChecked.current === requestKey) return;
    autoChecked.current = requestKey;
    const data = JSON.parse(requestKey) as HoldRequest;
    checkMutate(
      { data },
      { onSuccess: (queue) => setChecked({ request: data, queue, asked: false }) },
    );
  }, [requestKey, round, server.offline, checkMutate]);

  const choose = (field: HoldChoiceField, value: string | null) => {
    setChoice((current) => ({ ...current, [field]: value }));
    // A new choice needs a new look at the queue.
    setChecked(null);
    autoChecked.current = null;
    setRound((n) => n + 1);
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
  // Complete choices about to be checked on their own: no button to press meanwhile.
  const awaitsAutoCheck = !!requestKey && !server.offline && check.isIdle && !checked;
  const busy = check.isPending || place.isPending;
  const select = (field: HoldChoiceField) => {
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
        isDisabled={busy}
      >
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </Select>
    );
  };
  const tucked = holdChoiceFields.filter((field) => !upFront.includes(field));
  // What "More options" holds, in a line: the choices that say something ("none" says nothing).
  const tuckedSummary = tucked
    .filter((field) => choice[field] && !isNoneChoice(field, choice[field]))
    .map((field) => choices[field].find((item) => item.id === choice[field])?.name)
    .filter(Boolean)
    .join(' · ');

  return (
    <div ref={containerRef} className={styles.form}>
      <Form
        validationBehavior="aria"
        aria-labelledby="fazer-reserva"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field submits even with the button disabled.
          if (server.offline) return;
          if (!request) {
            setShowMissing(true);
            // A missing choice behind "More options" comes into view with its message.
            if (missing.some((field) => !upFront.includes(field))) setMoreOpen(true);
            setFocusRequest((n) => n + 1);
            return;
          }
          setShowMissing(false);
          runCheck(request, true);
        }}
      >
        <Heading level={3} id="fazer-reserva" size="sm">
          {t('place.heading')}
        </Heading>
        {options.limite_reservas !== undefined ? (
          <p className={styles.plain}>
            {t('place.count', {
              value: countLimit(options.quantidade_reservas ?? 0, options.limite_reservas),
            })}
          </p>
        ) : null}
        {upFront.length ? (
          <div className={styles.choices}>{upFront.map((field) => select(field))}</div>
        ) : null}
        {tucked.length ? (
          <>
            {tuckedSummary ? (
              <p className={styles.plain}>{t('place.chosen', { list: tuckedSummary })}</p>
            ) : null}
            <Disclosure
              title={t('place.moreOptions')}
              headingLevel={4}
              isExpanded={moreOpen}
              onExpandedChange={setMoreOpen}
            >
              <div className={styles.choices}>{tucked.map((field) => select(field))}</div>
            </Disclosure>
          </>
        ) : null}
        {showMissing && missing.length ? (
          <Alert tone="warning" live="alert">
            {t('place.selectAll')}
          </Alert>
        ) : null}
        {checked ? (
          <QueueConfirmation
            queue={checked.queue}
            isPending={place.isPending}
            takesFocus={checked.asked}
            onConfirm={() => place.mutate({ data: checked.request })}
          />
        ) : check.isPending || awaitsAutoCheck ? (
          <p className={styles.plain} role="status">
            <Spinner size="sm" aria-hidden="true" /> {t('place.checking')}
          </p>
        ) : (
          <FormActions>
            <Button type="submit" {...server.buttonProps}>
              {t('place.checkQueue')}
            </Button>
          </FormActions>
        )}
        {/* Next to the action it refuses. */}
        {refusal ? (
          <Alert tone="warning" live="alert" title={t('place.refused')}>
            {refusalText(refusal)}
          </Alert>
        ) : null}
        {checked ? null : server.reason}
      </Form>
    </div>
  );
}
