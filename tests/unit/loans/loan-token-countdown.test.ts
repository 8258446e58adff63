import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/loans.json';
import es from '../../../locales/es/loans.json';
import pt from '../../../locales/pt/loans.json';
import { formatRemaining } from '../../../src/features/loans/components/loan-token-panel';

const hour = 3_600_000;
const day = 24 * hour;

/** The countdown's sentence as the token panel builds it, in one language. */
async function countdown(language: 'pt' | 'en' | 'es', ms: number) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { pt: { loans: pt }, en: { loans: en }, es: { loans: es } },
  });
  const { days, clock } = formatRemaining(ms);
  return days
    ? i18n.t('loans:token.remainingDays', { count: days, time: clock })
    : i18n.t('loans:token.remaining', { time: clock });
}

describe('the loan token countdown', () => {
  it('shows whole days and a clock for a token that lives a year, never thousands of hours', async () => {
    const ms = 358 * day + 3 * hour + 57 * 60_000 + 28_000;
    expect(await countdown('pt', ms)).toBe('Expira em 358 dias e 03:57:28');
    expect(await countdown('en', ms)).toBe('Expires in 358 days and 03:57:28');
    expect(await countdown('es', ms)).toBe('Caduca en 358 días y 03:57:28');
    expect(await countdown('pt', day + 5_000)).toBe('Expira em 1 dia e 00:00:05');
  });

  it('under a day keeps the short clock of a 30-minute token', async () => {
    expect(await countdown('pt', 29 * 60_000 + 5_000)).toBe('Expira em 29:05');
    expect(await countdown('pt', hour + 2 * 60_000 + 3_000)).toBe('Expira em 1:02:03');
  });
});
