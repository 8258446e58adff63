import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Heading, Link, RecordListItem } from '../../../../design-system';
import type { Comment, CommentedTitle } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { commentsQueries } from '../api/comments-queries';
import { CommentContent, CommentStatusBadge } from './comment-content';
import * as styles from './comments.css';

/**
 * One title of My comments as a compact record: its name (a link to the title), author and
 * how many comments on one line, how many await approval as its status (edged, the ones the
 * patron can still act on), then each comment with its status; the pending ones can be deleted.
 */
export function CommentedTitleItem({
  title,
  onDelete,
}: {
  title: CommentedTitle;
  /** Asks to delete one of the patron's pending comments (the page confirms first). */
  onDelete: (comment: Comment) => void;
}) {
  const { t } = useTranslation('comments');
  const { date } = useFormat();
  const query = useQuery(commentsQueries.mineOnTitle(title.cod_acervo));
  return (
    <RecordListItem
      emphasis={title.pendentes ? 'info' : undefined}
      title={
        <Heading level={2} size="sm" className={styles.recordTitle}>
          <Link href={paths.title.href(title.cod_acervo)}>{title.titulo}</Link>
        </Heading>
      }
      meta={[title.autor || null, t('mine.count', { count: title.total_comentarios })]}
      status={
        title.pendentes ? (
          <Badge tone="warning">{t('mine.pendingCount', { count: title.pendentes })}</Badge>
        ) : undefined
      }
    >
      <div className={styles.recordComments}>
        <QueryView query={query} lines={2} errorTitle={t('mine.titleLoadError')}>
          {(comments) => (
            <ul
              className={styles.commentList}
              aria-label={t('mine.titleComments', { title: title.titulo })}
            >
              {comments.map((comment) => (
                <li key={comment.codigo} className={styles.commentItem}>
                  <CommentContent
                    comment={comment}
                    aside={<CommentStatusBadge status={comment.situacao} />}
                  />
                  {/* Only a comment still awaiting approval may be deleted by its author. */}
                  {comment.situacao === 'pendente' ? (
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('mine.deleteNamed', { date: date(comment.data_comentario) })}
                        onPress={() => onDelete(comment)}
                      >
                        {t('mine.delete')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </RecordListItem>
  );
}
