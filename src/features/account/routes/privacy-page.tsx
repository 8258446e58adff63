import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Link,
  Switch,
} from '../../../../design-system';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import type { PersonalData } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../stores/auth-store';
import { describeError } from '../../../lib/errors/describe-error';
import { QueryView } from '../../../lib/query-state/query-state';
import { checkedAddress } from '../../../lib/urls/safe-url';
import { ServerLink } from '../../../lib/urls/server-link';
import { accountMutations, accountQueries } from '../api/account-queries';
import * as styles from '../components/account.css';
import { clearBrowserData } from '../utils/browser-data';
import { draftOf, payloadOf } from '../utils/personal-data-form';

/** The institution's privacy and data-protection policy (`link_lgpd`), when it has one. */
function InstitutionPolicy() {
  const { t } = useTranslation('account');
  // Start-up has already put the institution in the cache; this reads it.
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const address = checkedAddress(institution?.link_lgpd);
  // An institution may point `link_lgpd` at this catalogue's own public page: no link to itself.
  const href = address === paths.publicPrivacy.href() ? null : address;
  return (
    <Card title={t('privacy.policyTitle')} headingLevel={2}>
      <p className={styles.plain}>{t('privacy.policyText')}</p>
      {href ? (
        <ServerLink href={href} variant="standalone" target="_blank" rel="noreferrer">
          {t('privacy.policyLink')}
        </ServerLink>
      ) : (
        <p className={styles.plain}>{t('privacy.noPolicy')}</p>
      )}
    </Card>
  );
}

/** Receive e-mails (personal data's `recebe_email`), saved at once with the rest unchanged. */
function EmailPreference({ data }: { data: PersonalData }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const save = useMutation(accountMutations.savePersonalData());
  const [savedValue, setSavedValue] = useState<boolean | null>(null);
  return (
    <>
      <Switch
        isSelected={save.isPending ? !data.recebe_email : data.recebe_email}
        isDisabled={save.isPending}
        onChange={(value) => {
          setSavedValue(null);
          save.mutate(
            { data: { ...payloadOf(draftOf(data)), recebe_email: value } },
            {
              onSuccess: (answer) => {
                queryClient.setQueryData(accountQueries.personalData().queryKey, answer);
                setSavedValue(answer.recebe_email);
              },
            },
          );
        }}
      >
        {t('personalData.fields.recebe_email')}
      </Switch>
      {savedValue !== null ? (
        <Alert tone="success" live="status" onDismiss={() => setSavedValue(null)}>
          {savedValue ? t('privacy.emailsOn') : t('privacy.emailsOff')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => save.reset()}>
          {describeError(save.error, tErrors).message}
        </Alert>
      ) : null}
      <p className={styles.plain}>
        <Link href={paths.personalData.href()}>{t('privacy.allPersonalData')}</Link>
      </p>
    </>
  );
}

/**
 * What the app keeps in this browser, and the button that erases it all, then signs out (or,
 * signed out, returns to the home page, which starts again without the basket and preferences).
 */
function BrowserData({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={t('privacy.browserTitle')} headingLevel={2}>
      <p className={styles.plain}>{t('privacy.browserIntro')}</p>
      <ul className={styles.list}>
        <li>{t('privacy.kept.session')}</li>
        <li>{t('privacy.kept.preferences')}</li>
        <li>{t('privacy.kept.basket')}</li>
        <li>{t('privacy.kept.settings')}</li>
        <li>{t('privacy.kept.offline')}</li>
      </ul>
      <p className={styles.plain}>{t('privacy.browserNoTracking')}</p>
      <div className={styles.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t('privacy.clear')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('privacy.confirmTitle')}
        confirmLabel={t(signedIn ? 'privacy.confirmClear' : 'privacy.publicConfirmClear')}
        cancelLabel={t('privacy.keep')}
        isDestructive
        onConfirm={() => {
          clearBrowserData();
          // The sign-out revokes the session on the server and erases its encrypted copy.
          void navigate(signedIn ? paths.logout.href() : paths.home.href());
        }}
      >
        <p>{t(signedIn ? 'privacy.confirmText' : 'privacy.publicConfirmText')}</p>
      </ConfirmDialog>
    </Card>
  );
}

/**
 * Privacy and data protection (`/meu-portal/privacidade`): the institution's policy link and
 * what it covers, the e-mail preference of the account, and what this app keeps in the browser
 * (encrypted session, language and accessibility preferences, basket, catalogue settings) with
 * a button that erases all of it after a confirmation and signs out.
 */
export function PrivacyPage() {
  const { t } = useTranslation('account');
  const personalData = useQuery(accountQueries.personalData());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('privacy.title')}</Heading>
      <p className={styles.plain}>{t('privacy.intro')}</p>
      <InstitutionPolicy />
      <Card title={t('privacy.emailTitle')} headingLevel={2}>
        <p className={styles.plain}>{t('privacy.emailText')}</p>
        <QueryView query={personalData} errorTitle={t('personalData.loadError')} lines={2}>
          {(data) => <EmailPreference data={data} />}
        </QueryView>
      </Card>
      <BrowserData signedIn />
    </div>
  );
}

/**
 * `/privacidade`, open to everyone (the footer's privacy link): the institution's policy and
 * what this app keeps in the browser, with the way to erase it; the account's own choice
 * (e-mails) is one link away, in the personal area, behind the sign-in.
 */
export function PublicPrivacyPage() {
  const { t } = useTranslation('account');
  const signedIn = useAuthUser() !== null;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('privacy.title')}</Heading>
      <p className={styles.plain}>{t('privacy.publicIntro')}</p>
      <InstitutionPolicy />
      <p className={styles.plain}>
        <Link href={paths.privacy.href()}>{t('privacy.manageInPortal')}</Link>
      </p>
      <BrowserData signedIn={signedIn} />
    </div>
  );
}
