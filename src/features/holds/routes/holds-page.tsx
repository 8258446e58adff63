import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  Heading,
  Link,
  RecordList,
  RecordListEmpty,
} from '../../../../design-system';
import type { Hold, HoldList } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { useServerAction } from '../../../lib/offline/offline-reason';
import { QueryView } from '../../../lib/query-state/query-state';
import { holdsMutations, holdsQueries } from '../api/holds-queries';
import { HoldRecord } from '../components/hold-details';
import * as styles from '../components/holds.css';

function CurrentHolds({ list }: { list: HoldList }) {
  const { t } = useTranslation('holds');
  const { t: tErrors } = useTranslation('errors');
  const { countLimit } = useFormat();
  // The hold whose Cancel was pressed: the confirmation names it.
  const [asked, setAsked] = useState<Hold | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const cancel = useMutation(holdsMutations.cancel());
  const server = useServerAction('cancelHold');
  const answerRef = useRef<HTMLDivElement>(null);

  // The cancelled record and its button are gone: focus goes to what happened.
  useEffect(() => {
    if (cancelled) answerRef.current?.focus();
  }, [cancelled]);

  const answer = (
    <div ref={answerRef} tabIndex={-1} className={styles.answer}>
      {cancelled ? (
        <Alert tone="success" live="status" onDismiss={() => setCancelled(null)}>
          {t('records.cancelled', { title: cancelled })}
        </Alert>
      ) : null}
      {cancel.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => cancel.reset()}>
          {describeError(cancel.error, tErrors).message}
        </Alert>
      ) : null}
    </div>
  );

  if (!list.data.length) {
    return (
      <>
        {answer}
        <RecordListEmpty
          action={
            <Link href={paths.home.href()} variant="standalone">
              {t('records.emptyAction')}
            </Link>
          }
        >
          {t('list.empty')}
        </RecordListEmpty>
      </>
    );
  }

  return (
    <div className={styles.section}>
      <p className={styles.plain}>
        {t('list.count', { value: countLimit(list.total, list.limite) })}
      </p>
      {answer}
      <RecordList aria-label={t('list.choose')}>
        {list.data.map((hold) => (
          <HoldRecord
            key={hold.cod_reserva}
            hold={hold}
            actions={
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('records.cancelTitle', { title: hold.titulo })}
                isPending={
                  cancel.isPending && cancel.variables.params.reservas[0] === hold.cod_reserva
                }
                onPress={() => {
                  setCancelled(null);
                  cancel.reset();
                  setAsked(hold);
                }}
                {...server.buttonProps}
              >
                {t('records.cancel')}
              </Button>
            }
          />
        ))}
      </RecordList>
      {server.reason}
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={t('records.confirmTitle')}
        confirmLabel={t('records.confirmCancel')}
        cancelLabel={t('list.keep')}
        isDestructive
        onConfirm={() => {
          const hold = asked;
          if (!hold) return;
          cancel.mutate(
            { params: { reservas: [hold.cod_reserva] } },
            { onSuccess: () => setCancelled(hold.titulo) },
          );
        }}
      >
        <p>{asked ? t('records.confirmText', { title: asked.titulo }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The personal area's holds (menu `holds`; the spec's menu has no item for them): each current
 * hold as a compact record (status, queue position or pick-up date, a Cancel button that asks
 * first), the rest of its facts on demand; one ready at the desk stands out. The history has its
 * own page.
 */
export function HoldsPage() {
  const { t } = useTranslation('holds');
  const query = useQuery(holdsQueries.list());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('list.title')}</Heading>
      <p className={styles.plain}>
        <Link href={paths.holdHistory.href()}>{t('history.link')}</Link>
      </p>
      <DataAsOf query={query} />
      <QueryView query={query} errorTitle={t('list.loadError')}>
        {(list) => <CurrentHolds list={list} />}
      </QueryView>
    </div>
  );
}
