import type { ActivityPermission } from '../../../api/generated/model';

/** The longest comment the contract accepts (`CommentRequest.content`, maxLength). */
export const COMMENT_MAX_LENGTH = 4000;

/** Comments are activity 13 of module 1 (spec section 6). */
const COMMENTS_ACTIVITY = { cod_atividade: 13, cod_modulo: 1 } as const;

/**
 * What the form sends for the text typed: the text trimmed, or null when nothing is left of it
 * (spec section 5: blank after trim is ignored, so a blank comment is never sent).
 */
export function commentToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Whether the patron's permissions let them write comments (and see My comments). */
export const mayComment = (permissions: readonly ActivityPermission[]): boolean =>
  permissions.some(
    (permission) =>
      permission.cod_atividade === COMMENTS_ACTIVITY.cod_atividade &&
      permission.cod_modulo === COMMENTS_ACTIVITY.cod_modulo,
  );
