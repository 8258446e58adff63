import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { acquisitionQueries } from '../api/acquisition-queries';
import * as styles from '../components/acquisition.css';

/**
 * `/meu-portal/aquisicao/pedidos`: the purchase orders the library placed from the patron's
 * suggestions (`GET /aquisicao/pedidos`, designed): number, date, supplier, status and each
 * ordered title with the suggestion it came from, quantities and estimated delivery.
 */
export function PurchaseOrdersPage() {
  const { t } = useTranslation('acquisition');
  const { date } = useFormat();
  const orders = useQuery(acquisitionQueries.purchaseOrders());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('orders.title')}</Heading>
      <p className={styles.plain}>{t('orders.intro')}</p>
      <QueryView query={orders} errorTitle={t('orders.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.plain}>{t('orders.none')}</p>
          ) : (
            <RecordList aria-label={t('orders.label')}>
              {list.map((order) => (
                <RecordListItem key={order.numero_pedido}>
                  <RecordHeader>
                    <Heading level={2} size="sm" className={styles.recordTitle}>
                      {t('orders.number', { number: order.numero_pedido })}
                    </Heading>
                    <Badge tone={order.situacao === 'recebido' ? 'success' : 'info'}>
                      {order.desc_situacao}
                    </Badge>
                  </RecordHeader>
                  <DescriptionList
                    rows={[
                      [t('orders.date'), date(order.data_pedido)],
                      [t('orders.supplier'), order.fornecedor],
                    ]}
                  />
                  <ul
                    className={styles.items}
                    aria-label={t('orders.items', { number: order.numero_pedido })}
                  >
                    {order.itens.map((item) => (
                      <li key={item.cod_sugestao}>
                        <p className={styles.plain}>
                          <strong>{item.titulo}</strong>
                          {item.autor ? ` — ${item.autor}` : null}
                        </p>
                        <DescriptionList
                          rows={[
                            [t('orders.suggestion'), item.cod_sugestao],
                            [t('orders.ordered'), item.quantidade_pedida],
                            [t('orders.delivered'), item.quantidade_entregue],
                            [
                              t('orders.estimatedDelivery'),
                              item.previsao_entrega ? date(item.previsao_entrega) : null,
                            ],
                          ]}
                        />
                      </li>
                    ))}
                  </ul>
                </RecordListItem>
              ))}
            </RecordList>
          )
        }
      </QueryView>
    </div>
  );
}
