import { describe, expect, it } from 'vitest';
import { formatCountLimit } from '../../../src/lib/format/count-limit';

describe('formatCountLimit', () => {
  it('writes "count / limit"', () => {
    expect(formatCountLimit(2, 5, 'pt-BR')).toBe('2 / 5');
    expect(formatCountLimit(0, 3, 'en-US')).toBe('0 / 3');
  });

  it('shows only the count when no limit is known', () => {
    expect(formatCountLimit(4, null, 'pt-BR')).toBe('4');
    expect(formatCountLimit(4, undefined, 'pt-BR')).toBe('4');
  });

  it("groups large numbers the locale's way", () => {
    expect(formatCountLimit(1500, 10000, 'pt-BR')).toBe('1.500 / 10.000');
    expect(formatCountLimit(1500, 10000, 'en-US')).toBe('1,500 / 10,000');
  });
});
