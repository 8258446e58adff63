import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../i18n/languages';
import { formatCountLimit } from './count-limit';
import { formatCurrency } from './currency';
import {
  formatDate,
  formatDateTime,
  formatTime,
  type DateFormatOptions,
  type DateInput,
} from './dates';

/**
 * The formatters bound to the interface language's locale, for components:
 * `const { date, currency } = useFormat(); date(loan.data_devolucao_prevista)`.
 */
export function useFormat(options: DateFormatOptions = {}) {
  const { i18n } = useTranslation();
  const { locale } = languageInfo(i18n.language);
  const { timeZone } = options;
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput | null | undefined) => formatDate(value, locale, { timeZone }),
      dateTime: (value: DateInput | null | undefined) =>
        formatDateTime(value, locale, { timeZone }),
      /** To the minute; with the day when it is not today. */
      time: (value: DateInput | null | undefined) => formatTime(value, locale, { timeZone }),
      currency: (value: number | string | null | undefined) => formatCurrency(value, locale),
      countLimit: (count: number, limit: number | null | undefined) =>
        formatCountLimit(count, limit, locale),
    }),
    [locale, timeZone],
  );
}
