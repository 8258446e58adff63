import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ConfirmDialog,
  Heading,
  RecordList,
  RecordListEmpty,
} from '../../../../design-system';
import type { Comment } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { QueryView } from '../../../lib/query-state/query-state';
import { commentsMutations, commentsQueries } from '../api/comments-queries';
import { CommentedTitleItem } from '../components/commented-title';
import * as styles from '../components/comments.css';

/**
 * Personal area, My comments (`/meu-portal/comentarios`, activity 13 of module 1): the titles
 * the patron commented on, each with its comments and their moderation status; a comment still
 * awaiting approval is deleted after a confirmation (spec section 4).
 */
export function MyCommentsPage() {
  const { t } = useTranslation('comments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(commentsQueries.commentedTitles());
  const remove = useMutation(commentsMutations.remove());
  // The comment asked about stays while the dialog closes, so its text does not vanish mid-way.
  const [chosen, setChosen] = useState<Comment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('mine.title')}</Heading>
      <p className={styles.plain}>{t('mine.intro')}</p>
      {/* The deleted comment's button is gone: focus comes here, where the outcome is told. */}
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        {deleted ? (
          <Alert tone="success" live="status" onDismiss={() => setDeleted(false)}>
            {t('mine.deleted')}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert
            tone={describeError(remove.error, tErrors).tone}
            live="alert"
            onDismiss={() => remove.reset()}
          >
            {describeError(remove.error, tErrors).message}
          </Alert>
        ) : null}
      </div>
      <QueryView query={query} errorTitle={t('mine.loadError')}>
        {(titles) =>
          titles.length ? (
            <RecordList aria-label={t('mine.titles')}>
              {titles.map((title) => (
                <CommentedTitleItem
                  key={title.cod_acervo}
                  title={title}
                  onDelete={(comment) => {
                    setDeleted(false);
                    remove.reset();
                    setChosen(comment);
                    setConfirming(true);
                  }}
                />
              ))}
            </RecordList>
          ) : (
            <RecordListEmpty>{`${t('mine.empty')} ${t('mine.emptyHint')}`}</RecordListEmpty>
          )
        }
      </QueryView>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('mine.confirmTitle')}
        confirmLabel={t('mine.confirmDelete')}
        cancelLabel={t('mine.keep')}
        isDestructive
        onConfirm={() => {
          if (!chosen) return;
          remove.mutate(
            { id: chosen.codigo },
            {
              onSuccess: () => {
                setDeleted(true);
                outcomeRef.current?.focus();
              },
              onError: () => outcomeRef.current?.focus(),
            },
          );
        }}
      >
        <p>{t('mine.confirmText')}</p>
        {chosen ? <blockquote className={styles.quote}>{chosen.comentario}</blockquote> : null}
      </ConfirmDialog>
    </div>
  );
}
