import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../../../design-system';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { discoveryQueries } from '../api/discovery-queries';
import * as styles from '../components/discovery.css';
import { PermanentBasketFilterForm } from '../components/permanent-basket-filter-form';
import { PermanentBasketList } from '../components/permanent-basket-list';
import {
  permanentBasketFilterOf,
  permanentBasketParamsOf,
  searchOfPermanentBasketFilter,
  validatePermanentBasketFilter,
} from '../utils/permanent-basket-filter';

/**
 * `/meu-portal/cesta-permanente` (menu `permanentBasket`): the titles the patron saved
 * (`GET /acervo/cesta-permanente/colecao`), all or those added in a period kept in the address
 * (`?tipo=periodo&de=&ate=`); one removed after a confirmation (`PUT /acervo/cesta-permanente`);
 * chosen titles or all sent to the basket for export. Titles are saved from the basket page.
 */
export function PermanentBasketPage() {
  const { t } = useTranslation(['discovery', 'personal-area']);
  const { date } = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = permanentBasketFilterOf(searchParams);
  const filtered = applied.kind === 'periodo';
  // A typed address with a missing day or the days the wrong way round is refused, not sent.
  const refused = validatePermanentBasketFilter(applied) !== null;
  const list = useQuery({
    ...discoveryQueries.permanentBasket(permanentBasketParamsOf(applied)),
    enabled: !refused,
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('personal-area:menu.permanentBasket')}</Heading>
      <p className={styles.plain}>{t('permanentBasket.intro')}</p>
      <PermanentBasketFilterForm
        applied={applied}
        onApply={(filter) => setSearchParams(searchOfPermanentBasketFilter(filter))}
      />
      {refused ? null : (
        <>
          {filtered ? (
            <p className={styles.plain}>
              {t('permanentBasket.period', { start: date(applied.start), end: date(applied.end) })}
            </p>
          ) : null}
          <QueryView query={list} errorTitle={t('permanentBasket.loadError')}>
            {(items) => (
              <PermanentBasketList items={items} filtered={filtered} isFetching={list.isFetching} />
            )}
          </QueryView>
        </>
      )}
    </div>
  );
}
