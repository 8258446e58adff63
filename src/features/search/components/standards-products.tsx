import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading } from '../../../../design-system';
import { ServerLink } from '../../../lib/urls/server-link';
import { searchQueries } from '../api/search-queries';
import * as styles from './search.css';

const HEADING_ID = 'normas-titulo';

/**
 * Documents of the standards provider matching the search term (`GET /produtos-target`), in a
 * section of their own under the results. Shown only when there are some: most searches match
 * no standard, and an empty "no standards" section under every list would only be noise. While
 * the call runs nothing is reserved either, since the section sits below the list.
 */
export function StandardsProducts({ term }: { term: string }) {
  const { t } = useTranslation('search');
  const products = useQuery(searchQueries.standardsProducts(term));
  if (products.isError && !products.data)
    return (
      <section aria-labelledby={HEADING_ID} className={styles.standards}>
        <Heading level={3} size="md" id={HEADING_ID}>
          {t('results.standards.heading')}
        </Heading>
        <Alert tone="warning" live="status">
          <span>{t('results.standards.error')}</span>{' '}
          <Button
            variant="secondary"
            size="sm"
            isPending={products.isFetching}
            onPress={() => void products.refetch()}
          >
            {t('results.retry')}
          </Button>
        </Alert>
      </section>
    );
  if (!products.data?.length) return null;
  return (
    <section aria-labelledby={HEADING_ID} className={styles.standards}>
      <Heading level={3} size="md" id={HEADING_ID}>
        {t('results.standards.heading')}
      </Heading>
      <p>{t('results.standards.intro', { count: products.data.length, term })}</p>
      <ul className={styles.standardsList}>
        {products.data.map((product) => (
          <li key={product.codigo}>
            <ServerLink
              href={product.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('results.standards.openLabel', {
                code: product.codigo,
                title: product.titulo,
              })}
              fallback={<span className={styles.factTerm}>{product.codigo}</span>}
            >
              {product.codigo}
            </ServerLink>
            <span className={styles.standardsTitle}>{product.titulo}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
