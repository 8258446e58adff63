import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../../../design-system';
import * as styles from '../components/discovery.css';
import { TitlesTotalsForm } from '../components/titles-totals-form';
import { TitlesTotalsResult } from '../components/titles-totals-result';
import {
  initialTotalsRequest,
  searchOfTotalsRequest,
  totalsRequestOf,
  validateTotalsRequest,
} from '../utils/titles-totals-request';

/**
 * `/meu-portal/totais-titulos` (menu `titlesTotals`): a title's use in a period, loans,
 * renewals, holds and accesses (`GET /acervo/{id}/totais`), in every library or one. The title
 * is one of the basket's or any by its code; the request lives in the address
 * (`?acervo=&de=&ate=&biblioteca=`), so a result can be reloaded and shared.
 */
export function TitlesTotalsPage() {
  const { t } = useTranslation(['discovery', 'personal-area']);
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = totalsRequestOf(searchParams);
  // An address the form would refuse (a reversed period...) is shown in the form, not sent.
  const sendable = applied !== null && validateTotalsRequest(applied) === null;
  const [first] = useState(initialTotalsRequest);
  const appliedKey = applied ? searchParams.toString() : '';

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('personal-area:menu.titlesTotals')}</Heading>
      <p className={styles.plain}>{t('totals.intro')}</p>
      <TitlesTotalsForm
        // The address changed (back / forward): the form shows its request.
        key={appliedKey}
        initial={applied ?? first}
        checkInitial={applied !== null}
        onApply={(request) => setSearchParams(searchOfTotalsRequest(request))}
      />
      {applied && sendable ? <TitlesTotalsResult request={applied} /> : null}
    </div>
  );
}
