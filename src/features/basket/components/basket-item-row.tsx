import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Button, IconTrash, Link, Skeleton } from '../../../../design-system';
import { basketActions, type BasketItem } from '../../../stores/basket-store';
import { basketQueries } from '../api/basket-queries';
import * as styles from './basket-list.css';

/** One title of the basket: link to its page, what identifies it, and a remove button. */
export function BasketItemRow({ item }: { item: BasketItem }) {
  const { t } = useTranslation('catalogue');
  // Only an item stored without its title needs the record.
  const query = useQuery({
    ...basketQueries.title(item.cod_acervo),
    enabled: !item.titulo,
  });
  const title = item.titulo ?? query.data?.titulo;
  const source = item.titulo ? item : query.data;
  const label = title ?? t('basketPage.untitled', { code: item.cod_acervo });
  const meta = [source?.autor, source?.editora, source?.ano_publicacao, source?.desc_tipo_obra]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        {!title && query.isPending ? (
          <Skeleton lines={2} />
        ) : (
          <>
            <Link href={paths.title.href(item.cod_acervo)}>{label}</Link>
            {meta ? <p className={styles.meta}>{meta}</p> : null}
          </>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('basketPage.removeItem', { title: label })}
        onPress={() => basketActions.removed(item.cod_acervo)}
      >
        <IconTrash />
        {t('basketPage.remove')}
      </Button>
    </li>
  );
}
