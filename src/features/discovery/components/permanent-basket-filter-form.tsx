import { useTranslation } from 'react-i18next';
import { Button, Form, Radio, RadioGroup } from '../../../../design-system';
import { PeriodFields } from '../../../lib/forms/period-fields';
import { useFilterDraft } from '../../../lib/forms/use-filter-draft';
import {
  allTitles,
  validatePermanentBasketFilter,
  type PermanentBasketFilter,
} from '../utils/permanent-basket-filter';
import * as styles from './discovery.css';

interface PermanentBasketFilterFormProps {
  /** The filter in the address; the fields start from it and follow it (back button). */
  applied: PermanentBasketFilter;
  /** Called with a filter that can be sent. */
  onApply: (filter: PermanentBasketFilter) => void;
}

/**
 * Every title, or those added in a period (both days, start not after end: spec section 5). A
 * refused period keeps what was typed, says what is wrong next to each field and focuses it.
 */
export function PermanentBasketFilterForm({ applied, onApply }: PermanentBasketFilterFormProps) {
  const { t } = useTranslation('discovery');
  const { draft, setDraft, problems, setProblems, containerRef, submitTo } = useFilterDraft(
    applied,
    validatePermanentBasketFilter,
  );

  const startMessage =
    problems?.start === 'required'
      ? t('permanentBasket.startRequired')
      : problems?.start === 'startAfterEnd'
        ? t('permanentBasket.startAfterEnd')
        : undefined;
  const endMessage = problems?.end === 'required' ? t('permanentBasket.endRequired') : undefined;

  return (
    <div ref={containerRef}>
      <Form
        onSubmit={submitTo((filter) => onApply(filter.kind === 'todos' ? allTitles : filter))}
        validationBehavior="aria"
        aria-label={t('permanentBasket.filter')}
      >
        <RadioGroup
          label={t('permanentBasket.kind')}
          orientation="horizontal"
          value={draft.kind}
          onChange={(kind) => {
            setDraft((current) => ({ ...current, kind: kind === 'periodo' ? 'periodo' : 'todos' }));
            setProblems(null);
          }}
        >
          <Radio value="todos">{t('permanentBasket.kindAll')}</Radio>
          <Radio value="periodo">{t('permanentBasket.kindPeriod')}</Radio>
        </RadioGroup>
        {draft.kind === 'periodo' ? (
          <div className={styles.fields}>
            <PeriodFields
              value={draft}
              onChange={(field, day) => setDraft((current) => ({ ...current, [field]: day }))}
              labels={{ start: t('permanentBasket.start'), end: t('permanentBasket.end') }}
              messages={{ start: startMessage, end: endMessage }}
              isRequired
            />
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit">{t('permanentBasket.apply')}</Button>
        </div>
      </Form>
    </div>
  );
}
