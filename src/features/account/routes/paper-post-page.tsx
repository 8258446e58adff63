import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading } from '../../../../design-system';
import { describeError } from '../../../lib/errors/describe-error';
import { leaveAppFor } from '../../../lib/urls/leave-app';
import { safeUrl } from '../../../lib/urls/safe-url';
import { accountMutations } from '../api/account-queries';
import * as styles from '../components/account.css';

/**
 * Paper post (`/meu-portal/postagem-trabalhos`): the institution's work-posting service, where
 * patrons deposit theses, dissertations and papers. `POST /pessoas/postagem-trabalho/redirect`
 * answers its address with the patron signed in; the browser goes there only through
 * leaveAppFor, and an address that is not http(s) is refused here, on screen, with no navigation.
 */
export function PaperPostPage() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const open = useMutation(accountMutations.workPosting());
  const [unsafe, setUnsafe] = useState(false);
  const leaving = open.isSuccess && !unsafe;

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('paperPost.title')}</Heading>
      <div className={styles.section}>
        <p className={styles.plain}>{t('paperPost.intro')}</p>
        <ul className={styles.list}>
          <li>{t('paperPost.steps.open')}</li>
          <li>{t('paperPost.steps.send')}</li>
          <li>{t('paperPost.steps.review')}</li>
        </ul>
        <p className={styles.plain}>{t('paperPost.signedIn')}</p>
      </div>
      {open.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => open.reset()}>
          {describeError(open.error, tErrors).message}
        </Alert>
      ) : null}
      {unsafe ? (
        <Alert tone="danger" live="alert" onDismiss={() => setUnsafe(false)}>
          {t('paperPost.unsafe')}
        </Alert>
      ) : null}
      {leaving ? (
        <Alert tone="info" live="status">
          {t('paperPost.leaving')}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          isPending={open.isPending}
          isDisabled={leaving}
          onPress={() => {
            setUnsafe(false);
            open.mutate(undefined, {
              onSuccess: (answer) => {
                // Checked here first so the refusal is said on this screen, not in a passing toast.
                if (!safeUrl(answer.url)) setUnsafe(true);
                else leaveAppFor(answer.url, 'work posting');
              },
            });
          }}
        >
          {t('paperPost.open')}
        </Button>
      </div>
    </div>
  );
}
