import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system';
import type { InterestTitle, PermanentBasketItem } from '../../../api/generated/model';
import { basketActions, useIsInBasket } from '../../../stores/basket-store';
import { basketItemOf } from '../utils/basket-item';

/**
 * Puts a listed title in the basket (the browser's, for export) or takes it out again, with the
 * basket store's own actions; the button's name says which title and which way.
 */
export function BasketToggleButton({ title }: { title: InterestTitle | PermanentBasketItem }) {
  const { t } = useTranslation('discovery');
  const inBasket = useIsInBasket(title.cod_acervo);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t(inBasket ? 'basket.removeLabel' : 'basket.addLabel', { title: title.titulo })}
      onPress={() =>
        inBasket
          ? basketActions.removed(title.cod_acervo)
          : basketActions.added(basketItemOf(title))
      }
    >
      {t(inBasket ? 'basket.remove' : 'basket.add')}
    </Button>
  );
}
