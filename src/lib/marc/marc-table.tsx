import { useTranslation } from 'react-i18next';
import type { MarcField, MarcRecord } from '../../api/generated/model';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../design-system';

// A blank indicator is a space in MARC; show it as the conventional "#" so it is visible.
const indicator = (value: string | undefined) => (!value || value === ' ' ? '#' : value);

const content = (field: MarcField) =>
  field.subcampos?.length
    ? field.subcampos.map((sub) => `$${sub.codigo} ${sub.valor}`).join(' ')
    : (field.valor ?? '');

/** A MARC 21 record as a table: the leader, then tag, indicators and subfields of each field. */
export function MarcTable({ record, label }: { record: MarcRecord; label: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>{t('marc.tag')}</Column>
        <Column>{t('marc.indicator1')}</Column>
        <Column>{t('marc.indicator2')}</Column>
        <Column>{t('marc.content')}</Column>
      </TableHeader>
      <TableBody>
        <Row id="leader">
          <Cell>{t('marc.leader')}</Cell>
          <Cell>{''}</Cell>
          <Cell>{''}</Cell>
          <Cell>
            <code>{record.lider}</code>
          </Cell>
        </Row>
        {record.campos.map((field, index) => (
          <Row id={`${field.tag}-${index}`} key={`${field.tag}-${index}`}>
            <Cell>{field.tag}</Cell>
            <Cell>{field.subcampos ? indicator(field.indicador1) : ''}</Cell>
            <Cell>{field.subcampos ? indicator(field.indicador2) : ''}</Cell>
            <Cell>{content(field)}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
