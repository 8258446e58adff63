import type { ReactNode } from 'react';
import {
  Label as AriaLabel,
  Meter as AriaMeter,
  ProgressBar as AriaProgressBar,
  type MeterProps as AriaMeterProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { useMessages } from '../messages/MessagesProvider';
import { formatMessage } from '../messages/messages';
import { cx, withClassName } from '../utils/classNames';
import * as styles from './Meter.css';

export interface MeterProps extends Omit<
  AriaMeterProps,
  'children' | 'value' | 'maxValue' | 'minValue' | 'valueLabel'
> {
  label: ReactNode;
  /** How many are used (e.g. renewals done). */
  count: number;
  /** The maximum allowed. */
  limit: number;
}

/** A quota such as renewals or holds, shown and announced as "count / limit". */
export function Meter({ label, count, limit, className, ...props }: MeterProps) {
  const messages = useMessages();
  const text = formatMessage(messages.countOfLimit, { count, limit });
  return (
    <AriaMeter
      {...props}
      value={count}
      minValue={0}
      maxValue={Math.max(limit, 1)}
      valueLabel={text}
      className={withClassName(className, styles.meter)}
    >
      {({ percentage }) => (
        <>
          <div className={styles.top}>
            <AriaLabel className={styles.label}>{label}</AriaLabel>
            <span className={styles.value}>{text}</span>
          </div>
          <div className={styles.track}>
            <div
              className={cx(styles.fill, count >= limit && styles.fillFull)}
              style={{ width: `${Math.min(100, percentage)}%` }}
            />
          </div>
        </>
      )}
    </AriaMeter>
  );
}

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  label: ReactNode;
}

/** Progress of a task; without `value` it is indeterminate. */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={withClassName(className, styles.meter)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.top}>
            <AriaLabel className={styles.label}>{label}</AriaLabel>
            {!isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={{ width: isIndeterminate ? '40%' : `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
