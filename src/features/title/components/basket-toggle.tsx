import { useTranslation } from 'react-i18next';
import type { Title } from '../../../api/generated/model';
import { Box, Button, IconMinus, IconPlus, Link } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { basketActions, useBasketCount, useIsInBasket } from '../../../stores/basket-store';

/** What the basket keeps of a title: the fields a results list shows, so /cesta needs no fetch. */
const basketItemOf = (title: Title) => ({
  cod_acervo: title.cod_acervo,
  titulo: title.titulo,
  autor: title.autor,
  editora: title.editora,
  edicao: title.edicao,
  ano_publicacao: title.ano_publicacao,
  cod_tipo_obra: title.cod_tipo_obra,
  desc_tipo_obra: title.desc_tipo_obra,
  idioma: title.idioma,
  idioma_desc: title.idioma_desc,
  link_capa: title.link_capa,
  acesso_remoto: title.acesso_remoto,
  possui_acessibilidade: title.possui_acessibilidade,
  exemplares: title.exemplares,
});

/** Adds the title to the basket or takes it out; links to the basket once it holds anything. */
export function BasketToggle({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  const inBasket = useIsInBasket(title.cod_acervo);
  const count = useBasketCount();
  return (
    <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
      <Button
        variant="secondary"
        onPress={() =>
          inBasket
            ? basketActions.removed(title.cod_acervo)
            : basketActions.added(basketItemOf(title))
        }
      >
        {inBasket ? <IconMinus /> : <IconPlus />}
        {inBasket ? t('basket.remove') : t('basket.add')}
      </Button>
      <span role="status">{inBasket ? t('basket.inBasket') : ''}</span>
      {count > 0 ? <Link href={paths.basket.href()}>{t('basket.view', { n: count })}</Link> : null}
    </Box>
  );
}
