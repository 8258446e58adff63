import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Badge,
  Button,
  ConfirmDialog,
  Heading,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../../../design-system';
import type { Alert } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { alertsMutations } from '../api/alerts-queries';
import * as styles from './alerts.css';

const headingId = 'alertas-lista';

/** What the last action did, told in a status message. */
type Done = { kind: 'markedRead' | 'markedUnread' | 'deleted'; title: string };

interface AlertListProps {
  alerts: Alert[];
  /** A period is applied: the empty state says so. */
  filtered: boolean;
  /** The list is being refetched (a new period, an action's refresh). */
  isFetching: boolean;
}

/**
 * The patron's alerts, newest first as the server sends them: date, title, text and read state,
 * each with "mark read / unread" and "delete" (after a confirmation). Every action refreshes all
 * alerts lists, the header's and the dashboard's unread counts among them.
 */
export function AlertList({ alerts, filtered, isFetching }: AlertListProps) {
  const { t } = useTranslation('alerts');
  const { t: tErrors } = useTranslation('errors');
  const { dateTime } = useFormat();
  const setRead = useMutation(alertsMutations.setRead());
  const remove = useMutation(alertsMutations.remove());
  const [done, setDone] = useState<Done | null>(null);
  const [toDelete, setToDelete] = useState<Alert | null>(null);
  const [confirming, setConfirming] = useState(false);
  // After a deletion the pressed button is gone with its alert: focus goes to the list's heading.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) document.getElementById(headingId)?.focus();
  }, [focusRequest]);

  const titleOf = (alert: Alert) => alert.titulo?.trim() || t('list.untitled');
  const unread = alerts.filter((alert) => !alert.lido).length;
  const failed = setRead.isError ? setRead.error : remove.isError ? remove.error : null;
  const failure = failed ? describeError(failed, tErrors) : null;

  const toggleRead = (alert: Alert) => {
    setDone(null);
    remove.reset();
    const lido = !alert.lido;
    setRead.mutate(
      { id: alert.id, data: { lido } },
      {
        onSuccess: () =>
          setDone({ kind: lido ? 'markedRead' : 'markedUnread', title: titleOf(alert) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const alert = toDelete;
    setDone(null);
    setRead.reset();
    remove.mutate(
      { id: alert.id },
      {
        onSuccess: () => {
          setDone({ kind: 'deleted', title: titleOf(alert) });
          setFocusRequest((n) => n + 1);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isFetching || undefined}
      className={styles.section}
    >
      <Heading level={2} size="sm" id={headingId} tabIndex={-1}>
        {t('list.total', { count: alerts.length })}
      </Heading>
      {alerts.length ? <p className={styles.plain}>{t('list.unread', { count: unread })}</p> : null}
      {done ? (
        <Notice tone="success" live="status" onDismiss={() => setDone(null)}>
          {t(`list.${done.kind}`, { title: done.title })}
        </Notice>
      ) : null}
      {failure ? (
        <Notice
          tone={failure.tone}
          live="alert"
          onDismiss={() => {
            setRead.reset();
            remove.reset();
          }}
        >
          {failure.message}
        </Notice>
      ) : null}
      {alerts.length === 0 ? (
        <RecordListEmpty>{t(filtered ? 'list.emptyPeriod' : 'list.empty')}</RecordListEmpty>
      ) : (
        <RecordList aria-label={t('list.label')}>
          {alerts.map((alert) => {
            const title = titleOf(alert);
            const toggling = setRead.isPending && setRead.variables.id === alert.id;
            return (
              // Unread is news, not a fault: an info edge and a "New" badge, never error red.
              <RecordListItem
                key={alert.id}
                emphasis={alert.lido ? undefined : 'info'}
                title={
                  <Heading level={3} size="sm" className={styles.alertTitle}>
                    {title}
                  </Heading>
                }
                status={
                  <Badge tone={alert.lido ? 'neutral' : 'info'}>
                    {t(alert.lido ? 'list.stateRead' : 'list.stateUnread')}
                  </Badge>
                }
                meta={
                  alert.data ? (
                    <time dateTime={alert.data}>
                      {t('list.receivedOn', { date: dateTime(alert.data) })}
                    </time>
                  ) : undefined
                }
                // Server text, shown as text: the contract gives it as a plain string, and React
                // escapes it, so markup in it is never interpreted.
                description={
                  alert.mensagem ? <p className={styles.message}>{alert.mensagem}</p> : undefined
                }
                actions={
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t(alert.lido ? 'list.markUnreadLabel' : 'list.markReadLabel', {
                        title,
                      })}
                      isPending={toggling}
                      onPress={() => toggleRead(alert)}
                    >
                      {t(alert.lido ? 'list.markUnread' : 'list.markRead')}
                    </Button>
                    <Button
                      variant="quiet"
                      size="sm"
                      aria-label={t('list.deleteLabel', { title })}
                      isPending={remove.isPending && remove.variables.id === alert.id}
                      onPress={() => {
                        setToDelete(alert);
                        setConfirming(true);
                      }}
                    >
                      {t('list.delete')}
                    </Button>
                  </>
                }
              />
            );
          })}
        </RecordList>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.keep')}
        isDestructive
        onConfirm={confirmDelete}
      >
        <p>{t('confirm.text', { title: toDelete ? titleOf(toDelete) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
