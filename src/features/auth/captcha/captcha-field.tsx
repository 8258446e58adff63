import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaProvider } from './captcha-provider';
import * as styles from './captcha.css';

export interface CaptchaFieldProps {
  /** The token to send as `recaptcha_token`, or null while the check is not done. */
  onTokenChange: (token: string | null) => void;
  /** Shown next to the widget, which is then marked invalid. */
  errorMessage?: string;
  /**
   * Change it to ask for a fresh check (a token is good for one request, so a form resets the
   * captcha after the server refused or used it); the token becomes null.
   */
  resetKey?: number;
}

/** The captcha of activity 1120 (spec sections 5 and 6), drawn by the configured provider. */
export function CaptchaField({ onTokenChange, errorMessage, resetKey = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('recovery');
  const { Widget } = useCaptchaProvider();
  const errorId = useId();
  const labelId = useId();
  const shownResetKey = useRef(resetKey);
  const tokenDropped = useEffectEvent(() => onTokenChange(null));

  // The widget remounts on a new resetKey (its `key`), so its check is gone: so is the token.
  useEffect(() => {
    if (shownResetKey.current === resetKey) return;
    shownResetKey.current = resetKey;
    tokenDropped();
  }, [resetKey]);

  return (
    <div role="group" aria-labelledby={labelId} className={styles.field}>
      <span id={labelId} className={styles.caption}>
        {t('captcha.label')}
      </span>
      <Widget
        key={resetKey}
        onTokenChange={onTokenChange}
        describedBy={errorMessage ? errorId : undefined}
        isInvalid={!!errorMessage}
      />
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
