import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../design-system';
import type { CaptchaWidgetProps } from './captcha-types';
import * as styles from './captcha.css';

/**
 * The token the local widget answers. The mock backend accepts exactly this one when activity
 * 1120 is permitted; a real service's tokens are checked by the real server.
 */
export const LOCAL_CAPTCHA_TOKEN = 'captcha-ok';

/** The local "I am not a robot" check: a labelled checkbox, usable with Space from the keyboard. */
export function LocalCaptchaWidget({ onTokenChange, describedBy, isInvalid }: CaptchaWidgetProps) {
  const { t } = useTranslation('recovery');
  const [checked, setChecked] = useState(false);
  return (
    <div className={styles.box} data-invalid={isInvalid || undefined}>
      <Checkbox
        isSelected={checked}
        onChange={(value) => {
          setChecked(value);
          onTokenChange(value ? LOCAL_CAPTCHA_TOKEN : null);
        }}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
      >
        {t('captcha.notARobot')}
      </Checkbox>
      <span className={styles.caption}>{t('captcha.caption')}</span>
    </div>
  );
}
