import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Radio, RadioGroup } from '../../../../design-system';
import { notify, notifyError } from '../../../lib/notifications/notifications';
import { fetchExportFile, saveFile } from '../api/export-file';
import {
  fileExportRequest,
  fileFormats,
  type ExportDetail,
  type FileFormat,
} from '../utils/export-request';
import { readPrintableReferences, type PrintableReference } from '../utils/printable-references';
import * as styles from './basket-list.css';

export interface BasketExportPanelProps {
  /** The titles the export takes (the selected ones, or the whole basket). */
  codes: readonly number[];
  detail: ExportDetail;
  onDetailChange: (detail: ExportDetail) => void;
  /** The printable references arrived: the page shows them and opens the print dialog. */
  onPrintable: (references: PrintableReference[]) => void;
  isDisabled?: boolean;
}

/** Downloads of the basket (ABNT references, RIS, BibTeX) and its printable references. */
export function BasketExportPanel({
  codes,
  detail,
  onDetailChange,
  onPrintable,
  isDisabled,
}: BasketExportPanelProps) {
  const { t } = useTranslation('basket');
  const [pending, setPending] = useState<FileFormat | 'impressao' | null>(null);

  async function download(format: FileFormat) {
    setPending(format);
    try {
      const file = await fetchExportFile(fileExportRequest(format, detail, codes));
      saveFile(file);
      notify({ tone: 'success', message: t('export.downloaded', { file: file.fileName }) });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(null);
    }
  }

  async function print() {
    setPending('impressao');
    try {
      const file = await fetchExportFile(fileExportRequest('impressao', detail, codes));
      onPrintable(readPrintableReferences(await file.blob.text()));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="basket-export-heading">
      <Heading level={2} id="basket-export-heading">
        {t('export.heading')}
      </Heading>
      <RadioGroup
        label={t('export.detail')}
        value={detail}
        onChange={(value) => onDetailChange(value === 'completo' ? 'completo' : 'referencia')}
        orientation="horizontal"
      >
        <Radio value="referencia">{t('export.detailReference')}</Radio>
        <Radio value="completo">{t('export.detailComplete')}</Radio>
      </RadioGroup>
      <div className={styles.actions}>
        {fileFormats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isPending={pending === format}
            isDisabled={isDisabled || (pending !== null && pending !== format)}
            onPress={() => void download(format)}
          >
            {t(`export.${format}`)}
          </Button>
        ))}
        <Button
          variant="secondary"
          isPending={pending === 'impressao'}
          isDisabled={isDisabled || (pending !== null && pending !== 'impressao')}
          onPress={() => void print()}
        >
          {t('export.print')}
        </Button>
      </div>
      <p className={styles.hint}>{t('export.formatsHint')}</p>
    </section>
  );
}
