import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { cx } from '../utils/classNames';
import * as styles from './PrintView.css';

export interface PrintViewProps {
  /** Heading of the printed page; also names the section. */
  heading: ReactNode;
  /** Grows with each print request (0: none yet), so "print again" opens the dialog again. */
  printRequest: number;
  printAgainLabel: string;
  closeLabel: string;
  onPrintAgain: () => void;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A printable page (a basket's references, a loan receipt): shown on the screen, focused, then
 * the browser's print dialog opens. While it is on the page, printing leaves only it on paper;
 * its "print again" and "close" buttons stay off the paper.
 */
export function PrintView({
  heading,
  printRequest,
  printAgainLabel,
  closeLabel,
  onPrintAgain,
  onClose,
  className,
  children,
}: PrintViewProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!printRequest) return;
    sectionRef.current?.focus();
    window.print();
  }, [printRequest]);

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={cx(styles.printView, className)}
      aria-labelledby={headingId}
    >
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onPrintAgain}>
          {printAgainLabel}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {closeLabel}
        </Button>
      </div>
    </section>
  );
}
