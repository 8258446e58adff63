import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRecoveryStart, PasswordRulesRules } from '../../../../api/generated/model';
import { Button } from '../../../../../design-system';
import { notify } from '../../../../lib/notifications/notifications';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import * as styles from './recovery.css';
import { StartStep } from './start-step';

type Stage =
  | { step: 1 }
  | { step: 2; user: string; start: PasswordRecoveryStart; problem: string | null }
  | {
      step: 3;
      user: string;
      start: PasswordRecoveryStart;
      code: string;
      rules: PasswordRulesRules;
    };

export interface RecoveryFlowProps {
  /** The password was changed: back to the login, which tells the patron so. */
  onRecovered: () => void;
  onBackToLogin: () => void;
}

/**
 * "Forgot password" in three steps (spec sections 2 and 4): user code, verification code, new
 * password. Each step is its own form; the flow keeps what one step learnt for the next.
 */
export function RecoveryFlow({ onRecovered, onBackToLogin }: RecoveryFlowProps) {
  const { t } = useTranslation('recovery');
  const [stage, setStage] = useState<Stage>({ step: 1 });
  const [user, setUser] = useState('');

  return (
    <div className={styles.flow}>
      <p className={styles.progress}>{t('progress', { current: stage.step, total: 3 })}</p>
      {stage.step === 1 ? (
        <StartStep
          user={user}
          onUserChange={setUser}
          onStarted={(trimmed, start) => setStage({ step: 2, user: trimmed, start, problem: null })}
        />
      ) : stage.step === 2 ? (
        <CodeStep
          // A new problem (a code refused on save) starts the step afresh.
          key={stage.problem ?? 'code'}
          user={stage.user}
          start={stage.start}
          initialProblem={stage.problem}
          onStartChange={(start) => setStage({ ...stage, start })}
          onValidated={(code, rules) =>
            setStage({ step: 3, user: stage.user, start: stage.start, code, rules })
          }
        />
      ) : (
        <PasswordStep
          user={stage.user}
          name={stage.start.name}
          code={stage.code}
          rules={stage.rules}
          onSaved={() => {
            // A toast, so the message outlives this flow and shows over the login it returns to.
            notify({ tone: 'success', message: t('done') });
            onRecovered();
          }}
          onCodeRefused={(problem) =>
            setStage({ step: 2, user: stage.user, start: stage.start, problem })
          }
        />
      )}
      <div className={styles.links}>
        {stage.step === 2 ? (
          <Button variant="link" onPress={() => setStage({ step: 1 })}>
            {t('code.changeUser')}
          </Button>
        ) : null}
        <Button variant="link" onPress={onBackToLogin}>
          {t('backToLogin')}
        </Button>
      </div>
    </div>
  );
}
