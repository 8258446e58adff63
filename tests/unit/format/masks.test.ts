import { describe, expect, it } from 'vitest';
import {
  applyMask,
  caretAfterDigits,
  digitsOf,
  formatCep,
  formatCpf,
  formatPhone,
} from '../../../src/lib/format/masks';

describe('input masks', () => {
  it('writes CEP, CPF and phone numbers the Brazilian way', () => {
    expect(formatCep('88040900')).toBe('88040-900');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatPhone('1191234567')).toBe('(11) 9123-4567');
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
  });

  it('takes pasted text with any separators, and drops what does not fit', () => {
    expect(formatCep(' 88.040-900 ')).toBe('88040-900');
    expect(formatCpf('529 982 247 25')).toBe('529.982.247-25');
    expect(formatCep('880409001234')).toBe('88040-900');
    expect(formatPhone('+55 (11) 91234-5678')).toBe('(55) 11912-3456');
  });

  it('adds a separator only once the digit after it is typed, so backspace is never stuck', () => {
    expect(formatCep('88040')).toBe('88040');
    expect(formatCep('880409')).toBe('88040-9');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('')).toBe('');
    expect(applyMask('00/00', 'ab')).toBe('');
  });

  it('keeps only digits, in order', () => {
    expect(digitsOf('(11) 9123-4567')).toBe('1191234567');
  });

  it('puts the caret after the same digit once the mask moved the text', () => {
    expect(caretAfterDigits('88040-900', 0)).toBe(0);
    expect(caretAfterDigits('88040-900', 5)).toBe(5);
    expect(caretAfterDigits('88040-900', 6)).toBe(7);
    expect(caretAfterDigits('(11) 9123', 2)).toBe(3);
    expect(caretAfterDigits('880', 9)).toBe(3);
  });
});
