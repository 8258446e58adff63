import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Form,
  FormActions,
  IconButton,
  IconTrash,
  ListBoxItem,
  Select,
  TextField,
  VisuallyHidden,
} from '../../../../design-system';
import type { AdvancedSearchRow } from '../../../api/generated/model';
import * as styles from './search.css';

const fields = ['titulo', 'assunto', 'autor', 'livre'] as const;
const termTypes = ['livre', 'exato', 'palavra_inicial'] as const;
const operators = ['E', 'OU', 'NAO', 'PROXIMO', 'ANTES', 'DEPOIS'] as const;
/** The contract accepts 1 to 10 rows. */
const MAX_ROWS = 10;

type Row = AdvancedSearchRow & { key: number };

const emptyRow = (key: number, campo: AdvancedSearchRow['campo'] = 'titulo'): Row => ({
  key,
  campo,
  termo: '',
  tipoTermo: 'livre',
  operador: 'E',
});

/**
 * The advanced search guide (spec section 3): rows of field, term and term type, each joined
 * to the previous one by AND, OR, NOT, next, before or after. The first term is required.
 */
export function AdvancedSearchForm({
  initial,
  onSearch,
}: {
  initial: AdvancedSearchRow[] | null;
  onSearch: (rows: AdvancedSearchRow[]) => void;
}) {
  const { t } = useTranslation('search');
  const nextKey = useRef(3);
  const [rows, setRows] = useState<Row[]>(
    initial?.map((row, index) => ({ ...row, key: index + 100 })) ?? [
      emptyRow(0, 'titulo'),
      emptyRow(1, 'autor'),
      emptyRow(2, 'assunto'),
    ],
  );
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const update = (key: number, change: Partial<AdvancedSearchRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = rows.filter((row) => row.termo.trim() !== '');
    if (filled.length === 0) {
      setMissing(true);
      box.current?.querySelector('input')?.focus();
      return;
    }
    onSearch(
      filled.map(({ campo, termo, tipoTermo, operador }, index) => ({
        campo,
        termo: termo.trim(),
        tipoTermo,
        ...(index > 0 ? { operador } : {}),
      })),
    );
  };

  return (
    <div ref={box}>
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form} role="search">
        {rows.map((row, index) => (
          <fieldset key={row.key} className={`${styles.inlineRow} ${styles.rowFieldset}`}>
            <legend>
              <VisuallyHidden>{t('advanced.legend', { row: index + 1 })}</VisuallyHidden>
            </legend>
            {index > 0 ? (
              <Select
                label={t('advanced.operator')}
                selectedKey={row.operador ?? 'E'}
                onSelectionChange={(key) =>
                  update(row.key, { operador: key as AdvancedSearchRow['operador'] })
                }
              >
                {operators.map((operator) => (
                  <ListBoxItem key={operator} id={operator}>
                    {t(`advanced.operators.${operator}`)}
                  </ListBoxItem>
                ))}
              </Select>
            ) : null}
            <Select
              label={t('advanced.field')}
              selectedKey={row.campo}
              onSelectionChange={(key) =>
                update(row.key, { campo: key as AdvancedSearchRow['campo'] })
              }
            >
              {fields.map((field) => (
                <ListBoxItem key={field} id={field}>
                  {t(`advanced.fields.${field}`)}
                </ListBoxItem>
              ))}
            </Select>
            <TextField
              className={styles.grow}
              label={t('advanced.term')}
              value={row.termo}
              onChange={(termo) => {
                update(row.key, { termo });
                if (termo.trim() !== '') setMissing(false);
              }}
              isRequired={index === 0}
              isInvalid={index === 0 && missing}
              errorMessage={t('form.required')}
            />
            <Select
              label={t('advanced.termType')}
              selectedKey={row.tipoTermo}
              onSelectionChange={(key) =>
                update(row.key, { tipoTermo: key as AdvancedSearchRow['tipoTermo'] })
              }
            >
              {termTypes.map((termType) => (
                <ListBoxItem key={termType} id={termType}>
                  {t(`advanced.termTypes.${termType}`)}
                </ListBoxItem>
              ))}
            </Select>
            {rows.length > 1 ? (
              <IconButton
                label={t('advanced.removeRow', { row: index + 1 })}
                icon={<IconTrash />}
                onPress={() =>
                  setRows((current) => current.filter((other) => other.key !== row.key))
                }
              />
            ) : null}
          </fieldset>
        ))}
        <FormActions>
          <Button
            variant="secondary"
            isDisabled={rows.length >= MAX_ROWS}
            onPress={() => setRows((current) => [...current, emptyRow(nextKey.current++)])}
          >
            {t('advanced.addRow')}
          </Button>
          <Button type="submit">{t('form.submit')}</Button>
        </FormActions>
      </Form>
    </div>
  );
}
