import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityPermission } from '../../../src/api/generated/model';
import {
  COMMENT_MAX_LENGTH,
  commentToSend,
  mayComment,
} from '../../../src/features/comments/utils/comment-rules';

describe('commentToSend (spec section 5: blank after trim is ignored)', () => {
  it('sends nothing for an empty or blank text', () => {
    expect(commentToSend('')).toBeNull();
    expect(commentToSend('   ')).toBeNull();
    expect(commentToSend('\n\t \r\n')).toBeNull();
  });

  it('sends the text trimmed, keeping its inner spaces and line breaks', () => {
    expect(commentToSend('  Ótimo livro.  ')).toBe('Ótimo livro.');
    expect(commentToSend('\nPrimeira linha.\n\nSegunda linha.\n')).toBe(
      'Primeira linha.\n\nSegunda linha.',
    );
  });

  it('is null exactly when nothing is left after trimming, else the trimmed text', () => {
    const blank = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003');
    fc.assert(
      fc.property(
        fc.array(blank, { maxLength: 8 }).map((chars) => chars.join('')),
        fc.string({ maxLength: 60 }),
        fc.array(blank, { maxLength: 8 }).map((chars) => chars.join('')),
        (before, middle, after) => {
          const sent = commentToSend(`${before}${middle}${after}`);
          if (middle.trim() === '') expect(sent).toBeNull();
          else {
            expect(sent).toBe(middle.trim());
            // What is sent never starts or ends with a blank, so the server sees no blank comment.
            expect(sent).toBe(sent?.trim());
          }
        },
      ),
    );
  });

  it('allows as many characters as the contract', () => {
    expect(COMMENT_MAX_LENGTH).toBe(4000);
  });
});

describe('mayComment (spec section 6: activity 13 of module 1)', () => {
  const permission = (cod_atividade: number, cod_modulo: number): ActivityPermission => ({
    cod_atividade,
    cod_modulo,
    descricao: '',
  });

  it('needs activity 13 in module 1', () => {
    expect(mayComment([permission(8, 2), permission(13, 1)])).toBe(true);
    expect(mayComment([permission(8, 2), permission(12, 1)])).toBe(false);
    expect(mayComment([permission(13, 2)])).toBe(false);
    expect(mayComment([])).toBe(false);
  });
});
