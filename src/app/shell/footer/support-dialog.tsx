import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogTrigger, Modal, Spinner } from '../../../../design-system';

const SupportMessage = lazy(() => import('./support-message'));

/** The Support button and its large modal (spec section 2) with the institution's message. */
export function SupportDialog({ html }: { html: string }) {
  const { t } = useTranslation('footer');
  return (
    <DialogTrigger>
      <Button variant="link">{t('support.button')}</Button>
      <Modal title={t('support.title')} size="lg">
        <Suspense fallback={<Spinner />}>
          <SupportMessage html={html} />
        </Suspense>
      </Modal>
    </DialogTrigger>
  );
}
