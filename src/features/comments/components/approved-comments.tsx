import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, RecordList, RecordListItem } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { commentsQueries } from '../api/comments-queries';
import { CommentContent } from './comment-content';
import * as styles from './comments.css';

/**
 * The title's approved comments, newest first, a page at a time: what every visitor reads. A
 * failed fetch says so with a retry (spec section 8, "error while fetching comments").
 */
export function ApprovedComments({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('comments');
  const [page, setPage] = useState(1);
  // The page on screen stays while the next one loads, so the list does not jump.
  const query = useQuery({
    ...commentsQueries.approved(codAcervo, page),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryView query={query} lines={3} errorTitle={t('section.loadError')}>
      {(answer) => {
        if (!answer.data.length) return <p className={styles.plain}>{t('section.empty')}</p>;
        const pageCount = Math.ceil(answer.total / answer.pageSize);
        return (
          <div className={styles.group}>
            <RecordList aria-label={t('section.list')}>
              {answer.data.map((comment) => (
                <RecordListItem key={comment.codigo}>
                  <CommentContent comment={comment} />
                </RecordListItem>
              ))}
            </RecordList>
            {pageCount > 1 ? (
              <Pagination
                page={answer.page}
                pageCount={pageCount}
                onPageChange={setPage}
                aria-label={t('section.pages')}
              />
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}
