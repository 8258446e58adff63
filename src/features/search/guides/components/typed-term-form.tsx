import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, ListBoxItem, SearchField, Select } from '../../../../../design-system';
import * as styles from '../../components/search.css';

export interface TypeOption<T extends string> {
  id: T;
  label: string;
}

/**
 * A guide's form of a type (index, authority type) and a required term (spec section 5: "The
 * above field is required.", next to the field; what was typed stays). It starts from the URL's
 * search, so Back and reload show what was searched.
 */
export function TypedTermForm<T extends string>({
  typeLabel,
  types,
  initialType,
  initialTerm,
  termLabel,
  termPlaceholder,
  submitLabel,
  onSubmit,
}: {
  typeLabel: string;
  types: TypeOption<T>[];
  initialType: T;
  initialTerm: string;
  termLabel: string;
  termPlaceholder: string;
  submitLabel: string;
  onSubmit: (type: T, term: string) => void;
}) {
  const { t } = useTranslation('search');
  const [type, setType] = useState<T>(initialType);
  const [term, setTerm] = useState(initialTerm);
  const [missing, setMissing] = useState(false);
  // The design system's field does not expose its input; its wrapper finds it to move focus there.
  const box = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (term.trim() === '') {
      setMissing(true);
      box.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
      return;
    }
    onSubmit(type, term.trim());
  };

  return (
    <div ref={box}>
      <Form onSubmit={submit} validationBehavior="aria" className={styles.form} role="search">
        <div className={styles.inlineRow}>
          <Select
            label={typeLabel}
            selectedKey={type}
            onSelectionChange={(key) => {
              if (key !== null) setType(String(key) as T);
            }}
            items={types}
          >
            {(option) => <ListBoxItem id={option.id}>{option.label}</ListBoxItem>}
          </Select>
          <SearchField
            className={styles.grow}
            label={termLabel}
            placeholder={termPlaceholder}
            value={term}
            onChange={(value) => {
              setTerm(value);
              if (value.trim() !== '') setMissing(false);
            }}
            isRequired
            isInvalid={missing}
            errorMessage={t('form.required')}
          />
          <Button type="submit">{submitLabel}</Button>
        </div>
      </Form>
    </div>
  );
}
