import type { HTMLAttributes } from 'react';
import { cx } from '../utils/classNames';
import { badge } from './Badge.css';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning; always pair with text, colour alone carries nothing. @default 'neutral' */
  tone?: Tone;
}

/** A short status label (e.g. "Overdue", "Available"). */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
