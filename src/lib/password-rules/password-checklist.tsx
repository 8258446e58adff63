import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconCheck,
  IconClose,
  IconInfo,
  IconMinus,
  PasswordField,
  VisuallyHidden,
} from '../../../design-system';
import type { PasswordRuleCheck } from './password-rules';
import * as styles from './password-checklist.css';

/**
 * The enabled rules with their state as the patron types (the recovery's step 3 and the
 * personal area's change of password). Not a live region: announcing every keystroke would
 * drown the field; the list is the password field's description instead. Its texts live in the
 * `recovery` namespace, which is bundled, so no screen waits for them. Until the patron types,
 * the rules are neutral (a dash, muted, no "not met"): nothing has failed yet (issue 39).
 */
export function PasswordChecklist({
  id,
  checks,
  typed = true,
}: {
  id: string;
  checks: PasswordRuleCheck[];
  /** Whether the patron has typed a password yet. */
  typed?: boolean;
}) {
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
          const pending = !typed && check.met === false;
          const Icon =
            check.met === null ? IconInfo : pending ? IconMinus : check.met ? IconCheck : IconClose;
          const tone =
            check.met === null || pending
              ? styles.ruleServer
              : check.met
                ? styles.ruleMet
                : styles.ruleUnmet;
          return (
            <li
              key={check.id}
              className={styles.rule}
              data-rule={check.id}
              data-met={pending ? 'pending' : check.met}
            >
              <Icon className={`${styles.ruleIcon} ${tone}`} />
              <span>
                {text}
                {check.met === null || pending ? null : <VisuallyHidden>, {state}</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A new password and its confirmation, with the live checklist as the password field's
 * description: the recovery's last step and the personal area's change of password.
 */
export function NewPasswordFields({
  labels,
  password,
  onPasswordChange,
  passwordError,
  confirmation,
  onConfirmationChange,
  confirmationError,
  checks,
}: {
  labels: { password: string; confirmation: string };
  password: string;
  onPasswordChange: (value: string) => void;
  passwordError?: string;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  confirmationError?: string;
  checks: PasswordRuleCheck[];
}) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        aria-describedby={checks.length ? checklistId : undefined}
        isInvalid={!!passwordError}
        errorMessage={passwordError}
      />
      <PasswordChecklist id={checklistId} checks={checks} typed={password !== ''} />
      <PasswordField
        label={labels.confirmation}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        isInvalid={!!confirmationError}
        errorMessage={confirmationError}
      />
    </>
  );
}
