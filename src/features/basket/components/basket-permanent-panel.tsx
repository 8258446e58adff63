import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Button, ConfirmDialog, Heading, Link } from '../../../../design-system';
import { notify, notifyError } from '../../../lib/notifications/notifications';
import { useIsSignedIn } from '../../../stores/auth-store';
import { basketActions } from '../../../stores/basket-store';
import { basketMutations, basketQueries } from '../api/basket-queries';
import * as styles from './basket-list.css';

export interface BasketPermanentPanelProps {
  /** The titles "save" takes (the selected ones, or the whole basket); empty when the basket is. */
  codes: readonly number[];
}

/**
 * The patron's permanent basket (personal area), from the basket page: save these titles to it,
 * or replace this basket with it. A visitor gets a sign-in link that comes back here; the basket
 * itself lives in the browser, so it is still there after signing in.
 */
export function BasketPermanentPanel({ codes }: BasketPermanentPanelProps) {
  const { t } = useTranslation('basket');
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const save = useMutation(basketMutations.saveToPermanent());
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState(false);

  async function saveAll() {
    try {
      await save.mutateAsync([...codes]);
      notify({ tone: 'success', message: t('permanent.saved', { count: codes.length }) });
    } catch {
      // The query client's mutation cache has already told the patron.
    }
  }

  async function replace() {
    setReplacing(true);
    try {
      const items = await queryClient.fetchQuery({ ...basketQueries.permanent(), staleTime: 0 });
      if (items.length === 0) {
        notify({ tone: 'info', message: t('permanent.replacedEmpty') });
        return;
      }
      basketActions.replaced(
        items.map(({ cod_acervo, titulo, autor, ano_publicacao, desc_tipo_obra }) => ({
          cod_acervo,
          titulo,
          autor: autor ?? null,
          ano_publicacao: ano_publicacao ?? null,
          ...(desc_tipo_obra ? { desc_tipo_obra } : {}),
        })),
      );
      notify({ tone: 'success', message: t('permanent.replaced', { count: items.length }) });
    } catch (error) {
      notifyError(error);
    } finally {
      setReplacing(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="basket-permanent-heading">
      <Heading level={2} id="basket-permanent-heading">
        {t('permanent.heading')}
      </Heading>
      {signedIn ? (
        <>
          <p className={styles.hint}>{t('permanent.intro')}</p>
          <div className={styles.actions}>
            {codes.length ? (
              <Button isPending={save.isPending} onPress={() => void saveAll()}>
                {t('permanent.save')}
              </Button>
            ) : null}
            <Button variant="secondary" isPending={replacing} onPress={() => setConfirming(true)}>
              {t('permanent.replace')}
            </Button>
          </div>
          <Link href={paths.permanentBasket.href()} variant="standalone">
            {t('permanent.open')}
          </Link>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('permanent.replaceTitle')}
            confirmLabel={t('permanent.replaceConfirm')}
            onConfirm={() => void replace()}
          >
            {t('permanent.replaceQuestion')}
          </ConfirmDialog>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('permanent.signInIntro')}</p>
          <Link href={paths.login.href(paths.basket.href())} variant="standalone">
            {t('permanent.signIn')}
          </Link>
        </>
      )}
    </section>
  );
}
