import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, ListBoxItem, Select, TextField } from '../../../../design-system';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useBasketStore } from '../../../stores/basket-store';
import { discoveryQueries } from '../api/discovery-queries';
import {
  titleCodeOf,
  validateTotalsRequest,
  type TotalsRequest,
  type TotalsRequestProblems,
} from '../utils/titles-totals-request';
import * as styles from './discovery.css';

// The "every library" choice of the library select (the empty filter).
const EVERY_LIBRARY = 'todas';

interface TitlesTotalsFormProps {
  /** What the form starts from: the address's request, or the first values. */
  initial: TotalsRequest;
  /** The initial request came from the address: say at once what is wrong with it. */
  checkInitial: boolean;
  onApply: (request: TotalsRequest) => void;
}

/**
 * Which title (one of the basket's, or any by its code), which period and, optionally, which of
 * the title's libraries. A refused request keeps what was typed, says what is wrong next to each
 * field and focuses the first of them.
 */
export function TitlesTotalsForm({ initial, checkInitial, onApply }: TitlesTotalsFormProps) {
  const { t } = useTranslation('discovery');
  const basket = useBasketStore((state) => state.itens);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<TotalsRequestProblems | null>(() =>
    checkInitial ? validateTotalsRequest(initial) : null,
  );
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const code = titleCodeOf(draft.title);
  // The libraries holding the typed title, once it is a code.
  const libraries = useQuery({
    ...discoveryQueries.titleLibraries(code ?? 0),
    enabled: code !== null,
    retry: false,
  });
  const basketTitles = Object.values(basket);

  const change = (patch: Partial<TotalsRequest>) => {
    setDraft((current) => ({
      ...current,
      ...patch,
      // Another title's libraries differ: the library choice starts again.
      ...(patch.title !== undefined && patch.title !== current.title ? { library: '' } : {}),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTotalsRequest(draft);
    setProblems(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    onApply({ ...draft, title: draft.title.trim() });
  };

  const titleMessage = problems?.title ? t(`totals.title_${problems.title}`) : undefined;
  const startMessage = problems?.start ? t(`totals.start_${problems.start}`) : undefined;
  const endMessage = problems?.end ? t('totals.end_required') : undefined;

  return (
    <div ref={containerRef}>
      <Form onSubmit={submit} validationBehavior="aria" aria-label={t('totals.form')}>
        <div className={styles.fields}>
          {basketTitles.length ? (
            <Select
              label={t('totals.fromBasket')}
              placeholder={t('totals.fromBasketPlaceholder')}
              value={basket[draft.title.trim()] ? draft.title.trim() : null}
              onChange={(key) => {
                if (key !== null) change({ title: String(key) });
              }}
            >
              {basketTitles.map((item) => (
                <ListBoxItem key={item.cod_acervo} id={String(item.cod_acervo)}>
                  {item.titulo ?? t('totals.titleCode', { code: item.cod_acervo })}
                </ListBoxItem>
              ))}
            </Select>
          ) : null}
          <TextField
            name="acervo"
            label={t('totals.code')}
            description={basketTitles.length ? t('totals.codeHintBasket') : t('totals.codeHint')}
            inputMode="numeric"
            isRequired
            value={draft.title}
            onChange={(title) => change({ title })}
            isInvalid={Boolean(titleMessage)}
            errorMessage={titleMessage}
          />
        </div>
        <div className={styles.fields}>
          <TextField
            type="date"
            name="dataIni"
            label={t('totals.start')}
            isRequired
            value={draft.start}
            onChange={(start) => change({ start })}
            isInvalid={Boolean(startMessage)}
            errorMessage={startMessage}
          />
          <TextField
            type="date"
            name="dataFim"
            label={t('totals.end')}
            isRequired
            value={draft.end}
            onChange={(end) => change({ end })}
            isInvalid={Boolean(endMessage)}
            errorMessage={endMessage}
          />
          <Select
            label={t('totals.library')}
            value={draft.library || EVERY_LIBRARY}
            onChange={(key) => change({ library: key === EVERY_LIBRARY ? '' : String(key) })}
          >
            <ListBoxItem id={EVERY_LIBRARY}>{t('totals.everyLibrary')}</ListBoxItem>
            {(libraries.data ?? []).map((library) => (
              <ListBoxItem key={library.cod_biblioteca} id={String(library.cod_biblioteca)}>
                {library.desc_biblioteca}
              </ListBoxItem>
            ))}
          </Select>
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('totals.show')}</Button>
        </div>
      </Form>
    </div>
  );
}
