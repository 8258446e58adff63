import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Form,
  ListBoxItem,
  Radio,
  RadioGroup,
  SearchField,
  Select,
} from '../../../../design-system';
import { useValuesTypedBeforeHydration } from '../../../lib/forms/use-values-typed-before-hydration';
import {
  isSimpleType,
  simpleSearchTypes,
  type SearchUrlState,
  type SimpleSearchType,
} from '../utils/search-url';
import * as styles from './search.css';

export interface SimpleSearch {
  termo: string;
  tipo: SimpleSearchType;
  similar: boolean;
}

/**
 * The simple search guide: one required term and its type (spec sections 3 and 5). The form
 * shows the URL's search, so Back and reload show what was searched.
 *
 * Above results it is `slim` (issue 39): the type as a compact select beside the term and the
 * button, on one row, so the first result comes sooner; "Refine search" hands what is typed to
 * the full form (`onRefine`).
 */
export function SimpleSearchForm({
  initial,
  onSearch,
  onRefine,
}: {
  initial: Pick<SearchUrlState, 'termo' | 'tipo' | 'similar'>;
  onSearch: (search: SimpleSearch) => void;
  /** Given, the form is the slim bar; pressed, it passes what the fields hold, unsent. */
  onRefine?: (typed: SimpleSearch) => void;
}) {
  const { t } = useTranslation('search');
  const [termo, setTermo] = useState(initial.termo);
  const [tipo, setTipo] = useState<SimpleSearchType>(initial.tipo);
  const [similar, setSimilar] = useState(initial.similar);
  const [missing, setMissing] = useState(false);
  // The form stays mounted across searches, so the focus stays on the field or button that
  // submitted (a new element would drop it to <body>). A search that comes from elsewhere
  // (Back, a suggestion, a link) is copied in while rendering (React's "adjusting state when
  // a prop changes"); our own submission copies in what the fields already hold.
  const initialSearch = `${initial.termo}|${initial.tipo}|${initial.similar}`;
  const [shownSearch, setShownSearch] = useState(initialSearch);
  if (shownSearch !== initialSearch) {
    setShownSearch(initialSearch);
    setTermo(initial.termo);
    setTipo(initial.tipo);
    setSimilar(initial.similar);
    setMissing(false);
  }
  // The design system's field does not expose its input; its wrapper finds it to move focus there.
  const box = useRef<HTMLDivElement>(null);
  useValuesTypedBeforeHydration(box, (values) => {
    const typedTerm = values.get('termo');
    setTermo(typeof typedTerm === 'string' ? typedTerm : '');
    const typed = values.get('tipo');
    if (typeof typed === 'string' && isSimpleType(typed)) setTipo(typed);
    setSimilar(values.get('similares') === 'S');
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (termo.trim() === '') {
      setMissing(true);
      box.current?.querySelector('input')?.focus();
      return;
    }
    onSearch({ termo: termo.trim(), tipo, similar });
  };

  const term = (
    <SearchField
      className={styles.searchField}
      label={t('form.term')}
      isLabelHidden={!!onRefine}
      name="termo"
      placeholder={t('form.termPlaceholder')}
      value={termo}
      onChange={(value) => {
        setTermo(value);
        if (value.trim() !== '') setMissing(false);
      }}
      isRequired
      isInvalid={missing}
      errorMessage={t('form.required')}
    />
  );

  if (onRefine)
    return (
      <div ref={box}>
        <Form
          method="get"
          onSubmit={submit}
          validationBehavior="aria"
          className={styles.slimForm}
          role="search"
        >
          <Select
            label={t('form.type')}
            isLabelHidden
            name="tipo"
            className={styles.slimType}
            selectedKey={tipo}
            onSelectionChange={(key) => {
              if (isSimpleType(String(key))) setTipo(String(key) as SimpleSearchType);
            }}
            items={simpleSearchTypes.map((type) => ({ id: type }))}
          >
            {(item) => <ListBoxItem id={item.id}>{t(`form.types.${item.id}`)}</ListBoxItem>}
          </Select>
          {term}
          {/* The choice the full form holds travels with the slim one's searches too. */}
          {similar ? <input type="hidden" name="similares" value="S" /> : null}
          <Button type="submit">{t('form.submit')}</Button>
          <Button variant="quiet" onPress={() => onRefine({ termo, tipo, similar })}>
            {t('form.refine')}
          </Button>
        </Form>
      </div>
    );

  return (
    <div ref={box}>
      {/* A real GET form whose fields carry the URL's names (search-url.ts): before the app's
          code runs (a prerendered page), the browser's own submission asks for the same address
          the app would navigate to. */}
      <Form
        method="get"
        onSubmit={submit}
        validationBehavior="aria"
        className={styles.form}
        role="search"
      >
        <div className={styles.searchRow}>
          {term}
          <Button type="submit">{t('form.submit')}</Button>
        </div>
        <RadioGroup
          label={t('form.type')}
          name="tipo"
          orientation="horizontal"
          value={tipo}
          onChange={(value) => setTipo(value as SimpleSearchType)}
        >
          {simpleSearchTypes.map((type) => (
            <Radio key={type} value={type}>
              {t(`form.types.${type}`)}
            </Radio>
          ))}
        </RadioGroup>
        <Checkbox name="similares" value="S" isSelected={similar} onChange={setSimilar}>
          {t('form.similar')}
        </Checkbox>
      </Form>
    </div>
  );
}
