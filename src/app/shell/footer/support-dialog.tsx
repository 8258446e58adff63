import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogTrigger, Modal } from '../../../../design-system';
import * as styles from './footer.css';

/**
 * The Support button and its large modal (spec section 2). The message is institution HTML, so
 * it is sanitised before it reaches the DOM: scripts, event-handler attributes and `javascript:`
 * addresses are removed, the formatting stays.
 */
export function SupportDialog({ html }: { html: string }) {
  const { t } = useTranslation('footer');
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <DialogTrigger>
      <Button variant="link">{t('support.button')}</Button>
      <Modal title={t('support.title')} size="lg">
        <div className={styles.supportMessage} dangerouslySetInnerHTML={{ __html: safe }} />
      </Modal>
    </DialogTrigger>
  );
}
