import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Box, Button, ConfirmDialog, Heading, IconTrash, Link } from '../../../../design-system';
import { basketActions, useBasketStore } from '../../../stores/basket-store';
import { BasketItemRow } from '../components/basket-item-row';
import * as styles from '../components/basket-list.css';

/**
 * `/cesta`: the titles kept in the basket (stored in the browser), to revisit or clear. The
 * document title is the layout's (route handle `pages.basket`).
 */
export function BasketPage() {
  const { t } = useTranslation('catalogue');
  const items = Object.values(useBasketStore((state) => state.itens));
  const [confirming, setConfirming] = useState(false);
  const heading = t('basketPage.title');

  return (
    <Box
      elementType="section"
      display="flex"
      flexDirection="column"
      gap="lg"
      aria-labelledby="basket-heading"
    >
      <Heading level={1} id="basket-heading">
        {heading}
      </Heading>
      {items.length === 0 ? (
        <>
          <p>{t('basketPage.empty')}</p>
          <Link href={paths.home.href()} variant="standalone">
            {t('basketPage.search')}
          </Link>
        </>
      ) : (
        <>
          <Box
            display="flex"
            gap="md"
            alignItems="center"
            justifyContent="space-between"
            flexWrap="wrap"
          >
            <p role="status">{t('basketPage.count', { n: items.length })}</p>
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              <IconTrash />
              {t('basketPage.clear')}
            </Button>
          </Box>
          <ul className={styles.list} aria-labelledby="basket-heading">
            {items.map((item) => (
              <BasketItemRow key={item.cod_acervo} item={item} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('basketPage.clearTitle')}
        confirmLabel={t('basketPage.clearConfirm')}
        isDestructive
        onConfirm={basketActions.cleared}
      >
        {t('basketPage.clearQuestion', { n: items.length })}
      </ConfirmDialog>
    </Box>
  );
}
