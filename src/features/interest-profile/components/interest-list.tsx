import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Badge,
  Button,
  ConfirmDialog,
  RecordHeader,
  RecordList,
  RecordListItem,
  Heading,
} from '../../../../design-system';
import type { MessageAnswer } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { isoToday } from '../utils/interest-rules';
import * as styles from './interest-profile.css';

/** One entry of a periodical or work-type list, as the list shows it. */
export interface ListedInterest<T> {
  interest: T;
  /** The entry's code: what the change and the removal name. */
  code: number;
  name: string;
  /** Lines under the name (validity, alert types, libraries...). */
  details: string[];
  validade: string;
}

type RemoveMutation = UseMutationResult<
  MessageAnswer,
  unknown,
  { data: { codigo: number } },
  unknown
>;

interface InterestListProps<T> {
  /** The section's heading, where the focus goes when the pressed button is gone. */
  headingId: string;
  label: string;
  empty: string;
  isFetching: boolean;
  items: ListedInterest<T>[];
  remove: RemoveMutation;
  /** The entry's edit form; `close(true)` after a saved change. */
  renderEdit: (interest: T, close: (saved: boolean) => void) => ReactNode;
}

type Done = { kind: 'saved' | 'removed'; name: string };

/**
 * A list of coded interests (periodicals, work types): each with its details, "change" (the
 * entry's form in place of its buttons) and "remove" (after a confirmation). The outcome of
 * each action is told in a status message; a failed removal in an alert.
 */
export function InterestList<T>({
  headingId,
  label,
  empty,
  isFetching,
  items,
  remove,
  renderEdit,
}: InterestListProps<T>) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const [editing, setEditing] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<ListedInterest<T> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  const today = isoToday();
  const failure = remove.isError ? describeError(remove.error, tErrors) : null;
  const editButtonId = (code: number) => `${headingId}-alterar-${code}`;

  const confirmRemove = () => {
    if (!toRemove) return;
    const item = toRemove;
    setDone(null);
    remove.mutate(
      { data: { codigo: item.code } },
      {
        onSuccess: () => {
          setDone({ kind: 'removed', name: item.name });
          setFocusRequest({ id: headingId });
        },
      },
    );
  };

  return (
    <div className={styles.section} aria-busy={isFetching || undefined}>
      {done ? (
        <Notice tone="success" live="status" onDismiss={() => setDone(null)}>
          {t(`list.${done.kind}`, { name: done.name })}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone={failure.tone} live="alert" onDismiss={() => remove.reset()}>
          {failure.message}
        </Notice>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.plain}>{empty}</p>
      ) : (
        <RecordList aria-label={label}>
          {items.map((item) => (
            <RecordListItem key={item.code}>
              <RecordHeader>
                <Heading level={3} size="sm" className={styles.itemTitle}>
                  {item.name}
                </Heading>
                {item.validade < today ? <Badge tone="warning">{t('list.expired')}</Badge> : null}
              </RecordHeader>
              {item.details.map((line) => (
                <p key={line} className={styles.plain}>
                  {line}
                </p>
              ))}
              {editing === item.code ? (
                renderEdit(item.interest, (saved) => {
                  setEditing(null);
                  if (saved) setDone({ kind: 'saved', name: item.name });
                  setFocusRequest({ id: editButtonId(item.code) });
                })
              ) : (
                <div className={styles.actions}>
                  <Button
                    id={editButtonId(item.code)}
                    variant="secondary"
                    size="sm"
                    aria-label={t('list.editLabel', { name: item.name })}
                    onPress={() => {
                      setDone(null);
                      setEditing(item.code);
                    }}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    size="sm"
                    aria-label={t('list.removeLabel', { name: item.name })}
                    isPending={remove.isPending && remove.variables.data.codigo === item.code}
                    onPress={() => {
                      setToRemove(item);
                      setConfirming(true);
                    }}
                  >
                    {t('list.remove')}
                  </Button>
                </div>
              )}
            </RecordListItem>
          ))}
        </RecordList>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.remove')}
        cancelLabel={t('confirm.keep')}
        isDestructive
        onConfirm={confirmRemove}
      >
        <p>{t('confirm.text', { name: toRemove?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
