import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system';
import { sharedTypedInput } from './typed-input';
import * as styles from './update-prompt.css';

/**
 * "A new version is available — Reload": the content of the notification
 * register-service-worker.ts shows once a new service worker waits (the app's toast region,
 * which announces it and is reached with F6; it stays until dismissed, which is "not now").
 * Non-modal, and it never reloads by itself: the version changes when the patron presses
 * Reload. If the page holds text the patron typed and has not sent, Reload first says so and
 * offers to keep editing, so nothing typed is lost without the patron choosing it.
 */
export default function UpdatePromptContent({ apply }: { apply: () => void }) {
  const { t } = useTranslation('app');
  const [confirming, setConfirming] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);
  // The pressed button is replaced by the next step's: its first button takes the focus (in the
  // warning, Keep editing, the safe choice), so a keyboard user is not dropped to the page's top.
  useEffect(() => {
    if (stepChanged.current) actions.current?.querySelector('button')?.focus();
    stepChanged.current = true;
  }, [confirming]);
  return (
    <div data-update-prompt="">
      {confirming ? t('update.unsaved') : t('update.available')}
      <div className={styles.actions} ref={actions}>
        {confirming ? (
          <>
            <Button size="sm" onPress={() => setConfirming(false)}>
              {t('update.keepEditing')}
            </Button>
            <Button size="sm" variant="secondary" onPress={apply}>
              {t('update.reloadAnyway')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            onPress={() => (sharedTypedInput().hasTypedInput() ? setConfirming(true) : apply())}
          >
            {t('update.reload')}
          </Button>
        )}
      </div>
    </div>
  );
}
