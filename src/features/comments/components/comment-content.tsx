import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../design-system';
import type { Comment } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './comments.css';

type CommentStatus = Comment['situacao'];

const statusTone: Record<CommentStatus, Tone> = {
  pendente: 'warning',
  aprovado: 'success',
  reprovado: 'neutral',
};

/** A comment's moderation status as a labelled badge (the text carries the meaning, not the colour). */
export function CommentStatusBadge({ status }: { status: CommentStatus }) {
  const { t } = useTranslation('comments');
  return <Badge tone={statusTone[status]}>{t(`status.${status}`)}</Badge>;
}

/**
 * One comment: its author (when the institution shows it), the day it was sent, optionally its
 * status, then the text. Everything from the server is rendered as text, never as markup.
 */
export function CommentContent({ comment, aside }: { comment: Comment; aside?: ReactNode }) {
  const { date } = useFormat();
  return (
    <>
      <p className={styles.meta}>
        {comment.nome_pessoa ? <span className={styles.author}>{comment.nome_pessoa}</span> : null}
        <time dateTime={comment.data_comentario}>{date(comment.data_comentario)}</time>
        {aside}
      </p>
      <p className={styles.text}>{comment.comentario}</p>
    </>
  );
}
