import { useEffect, type ReactNode } from 'react';
import { Heading } from '../../../../../design-system';
import * as styles from './recovery.css';

/**
 * A step's heading. It takes focus when the step appears, so keyboard and screen-reader users
 * land on the new step instead of on a button that is gone.
 */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return (
    <Heading id={id} level={2} size="md" tabIndex={-1} className={styles.heading}>
      {children}
    </Heading>
  );
}
