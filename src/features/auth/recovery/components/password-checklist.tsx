import { useTranslation } from 'react-i18next';
import { IconCheck, IconClose, IconInfo, VisuallyHidden } from '../../../../../design-system';
import type { PasswordRuleCheck } from '../utils/password-rules';
import * as styles from './recovery.css';

/**
 * The enabled rules with their state as the patron types. Not a live region: announcing every
 * keystroke would drown the field; the list is the password field's description instead.
 */
export function PasswordChecklist({ id, checks }: { id: string; checks: PasswordRuleCheck[] }) {
  const { t } = useTranslation('recovery');
  if (!checks.length) return null;
  return (
    <div id={id}>
      <p className={styles.checklistTitle}>{t('password.rulesTitle')}</p>
      <ul className={styles.checklist}>
        {checks.map((check) => {
          const text =
            check.id === 'length'
              ? t('password.rules.length', {
                  min: check.values?.min ?? 0,
                  max: check.values?.max ?? 0,
                })
              : check.id === 'lastPasswords'
                ? t('password.rules.lastPasswords', { count: check.values?.count ?? 0 })
                : t(`password.rules.${check.id}`);
          const state = check.met ? t('password.met') : t('password.unmet');
          const Icon = check.met === null ? IconInfo : check.met ? IconCheck : IconClose;
          const tone =
            check.met === null ? styles.ruleServer : check.met ? styles.ruleMet : styles.ruleUnmet;
          return (
            <li key={check.id} className={styles.rule} data-rule={check.id} data-met={check.met}>
              <Icon className={`${styles.ruleIcon} ${tone}`} />
              <span>
                {text}
                {check.met === null ? null : <VisuallyHidden>, {state}</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
