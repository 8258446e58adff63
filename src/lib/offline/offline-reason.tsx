import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './offline.css';
import { useOnline } from './use-online';

/** The actions that need the server, each with its own words for why it waits. */
export type ServerAction = 'renew' | 'placeHold' | 'cancelHold' | 'pay';

/**
 * For an action that needs the server: whether to disable it and, while offline, the reason to
 * show beside it (its id for the button's `aria-describedby`). The form around it stays
 * mounted, so what the patron typed is still there when the network comes back.
 */
export function useServerAction(action: ServerAction) {
  const { t } = useTranslation();
  const online = useOnline();
  const reasonId = useId();
  return {
    offline: !online,
    /** Spread on the action's button. */
    buttonProps: online ? {} : { isDisabled: true, 'aria-describedby': reasonId },
    reason: online ? null : (
      <p id={reasonId} className={styles.note}>
        {t(`offline.reasons.${action}`)}
      </p>
    ),
  };
}
