import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { Button, Checkbox, IconTrash, Link, Skeleton } from '../../../../design-system';
import { basketActions, type BasketItem } from '../../../stores/basket-store';
import { basketQueries } from '../api/basket-queries';
import * as styles from './basket-list.css';

export interface BasketItemRowProps {
  item: BasketItem;
  isSelected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One title of the basket: a checkbox to choose it, link to its page, what identifies it, remove. */
export function BasketItemRow({ item, isSelected, onSelectedChange }: BasketItemRowProps) {
  const { t } = useTranslation('basket');
  const coded = useCodedValueLabels();
  // Only an item stored without its title needs the record.
  const query = useQuery({
    ...basketQueries.title(item.cod_acervo),
    enabled: !item.titulo,
  });
  const title = item.titulo ?? query.data?.titulo;
  const source = item.titulo ? item : query.data;
  const label = title ?? t('page.untitled', { code: item.cod_acervo });
  const workType = source?.desc_tipo_obra
    ? coded.workType(source.cod_tipo_obra, source.desc_tipo_obra)
    : source?.desc_tipo_obra;
  const meta = [source?.autor, source?.editora, source?.ano_publicacao, workType]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.item}>
      <Checkbox
        isSelected={isSelected}
        onChange={onSelectedChange}
        aria-label={t('page.select', { title: label })}
      />
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
        aria-label={t('page.removeItem', { title: label })}
        onPress={() => basketActions.removed(item.cod_acervo)}
      >
        <IconTrash />
        {t('page.remove')}
      </Button>
    </li>
  );
}
