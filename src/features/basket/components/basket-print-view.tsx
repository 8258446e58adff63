import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading } from '../../../../design-system';
import type { PrintableReference } from '../utils/printable-references';
import * as styles from './basket-list.css';

export interface BasketPrintViewProps {
  references: PrintableReference[];
  /** Grows with each print request, so "print again" opens the dialog again. */
  printRequest: number;
  onPrintAgain: () => void;
  onClose: () => void;
}

/**
 * The references as they print: shown on the page, then the browser's print dialog opens. The
 * print stylesheet (basket-list.css.ts) leaves only this section on paper.
 */
export function BasketPrintView({
  references,
  printRequest,
  onPrintAgain,
  onClose,
}: BasketPrintViewProps) {
  const { t } = useTranslation('basket');
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
      className={`${styles.panel} ${styles.printView}`}
      aria-labelledby="basket-print-heading"
    >
      <Heading level={2} id="basket-print-heading">
        {t('print.heading')}
      </Heading>
      <ol className={styles.references}>
        {references.map((reference, index) => (
          <li key={index}>
            {reference.parts.map((part, partIndex) =>
              part.bold ? <strong key={partIndex}>{part.text}</strong> : part.text,
            )}
            {reference.details.length ? (
              <dl className={styles.referenceDetails}>
                {reference.details.map((detail) => (
                  <div key={detail.term}>
                    <dt>{detail.term}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <div className={styles.actions} data-print-hidden="">
        <Button variant="secondary" onPress={onPrintAgain}>
          {t('print.again')}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t('print.close')}
        </Button>
      </div>
    </section>
  );
}
