import { useTranslation } from 'react-i18next';
import { PrintView } from '../../../../design-system';
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
 * The references as they print: shown on the page, then the browser's print dialog opens with
 * only them on paper.
 */
export function BasketPrintView({
  references,
  printRequest,
  onPrintAgain,
  onClose,
}: BasketPrintViewProps) {
  const { t } = useTranslation('basket');
  return (
    <PrintView
      heading={t('print.heading')}
      printRequest={printRequest}
      printAgainLabel={t('print.again')}
      closeLabel={t('print.close')}
      onPrintAgain={onPrintAgain}
      onClose={onClose}
      className={styles.panel}
    >
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
    </PrintView>
  );
}
