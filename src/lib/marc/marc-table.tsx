import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarcField, MarcRecord } from '../../api/generated/model';
import { DataTable } from '../../../design-system';
import * as styles from './marc-table.css';

// A blank indicator is a space in MARC; show it as the conventional "#" so it is visible.
const indicator = (value: string | undefined) => (!value || value === ' ' ? '#' : value);

const content = (field: MarcField) =>
  field.subcampos?.length
    ? field.subcampos.map((sub) => `$${sub.codigo} ${sub.valor}`).join(' ')
    : (field.valor ?? '');

interface MarcRow {
  key: string;
  tag: string;
  indicator1: string;
  indicator2: string;
  content: ReactNode;
}

/**
 * A MARC 21 record as a table: the leader, then tag, indicators and subfields of each field.
 * Read-only, so a plain table (DataTable), not a grid with a roving focus.
 */
export function MarcTable({ record, label }: { record: MarcRecord; label: string }) {
  const { t } = useTranslation('catalogue');
  const rows: MarcRow[] = [
    {
      key: 'leader',
      tag: t('marc.leader'),
      indicator1: '',
      indicator2: '',
      content: <code>{record.lider}</code>,
    },
    ...record.campos.map((field, index) => ({
      key: `${field.tag}-${index}`,
      tag: field.tag,
      indicator1: field.subcampos ? indicator(field.indicador1) : '',
      indicator2: field.subcampos ? indicator(field.indicador2) : '',
      content: content(field),
    })),
  ];
  return (
    <DataTable
      aria-label={label}
      className={styles.marcTable}
      items={rows}
      rowKey={(row) => row.key}
      columns={[
        { id: 'tag', header: t('marc.tag'), isRowHeader: true, cell: (row) => row.tag },
        { id: 'indicator1', header: t('marc.indicator1'), cell: (row) => row.indicator1 },
        { id: 'indicator2', header: t('marc.indicator2'), cell: (row) => row.indicator2 },
        { id: 'content', header: t('marc.content'), cell: (row) => row.content },
      ]}
    />
  );
}
