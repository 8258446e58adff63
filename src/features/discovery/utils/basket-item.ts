import type { InterestTitle, PermanentBasketItem } from '../../../api/generated/model';
import type { BasketItem } from '../../../stores/basket-store';

/** What the basket keeps of a listed title, so the basket page can show it without a fetch. */
export function basketItemOf(title: InterestTitle | PermanentBasketItem): BasketItem {
  return {
    cod_acervo: title.cod_acervo,
    titulo: title.titulo,
    autor: title.autor ?? null,
    ano_publicacao: title.ano_publicacao ?? null,
    ...(title.desc_tipo_obra ? { desc_tipo_obra: title.desc_tipo_obra } : {}),
  };
}
