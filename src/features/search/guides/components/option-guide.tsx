import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Form,
  ListBoxItem,
  SearchField,
  Select,
} from '../../../../../design-system';
import type { SearchOption } from '../../../../api/generated/model';
import { guideQueries } from '../../api/guide-queries';
import * as searchStyles from '../../components/search.css';
import { LookupComboBox } from '../../lookups/lookup-combo-box';
import type { SearchUrlState } from '../../utils/search-url';
import type { OptionGuideType } from '../utils/option-guide-types';
import {
  lookupsOfGuide,
  optionGuideParams,
  type GuideLookup,
  type OptionGuideSearch,
} from '../utils/option-guide-url';
import * as styles from './guides.css';

/** The contract's longest search term (GET /consulta `termo`, a row's `termo`). */
export const MAX_TERM_LENGTH = 500;

const optionsOf: Record<OptionGuideType, () => ReturnType<typeof guideQueries.archiveOptions>> = {
  archive: guideQueries.archiveOptions,
  'normative-acts': guideQueries.normativeActOptions,
  jurisprudence: guideQueries.caseLawOptions,
};

/** The option a search starts with: the one the server marks as default, else the first. */
export const defaultOption = (options: readonly SearchOption[]) =>
  options.find((option) => option.padrao) ?? options[0];

type Problems = { termo?: 'required' | 'tooLong' } & Partial<Record<GuideLookup, true>>;

/** Spec section 5: the term is required; a lookup's typed text must name an entry of its list. */
export function checkOptionGuideForm(
  termo: string,
  lookups: readonly GuideLookup[],
  chosen: OptionGuideSearch['lookups'],
  typed: Partial<Record<GuideLookup, string>>,
): Problems {
  const problems: Problems = {};
  if (termo.trim() === '') problems.termo = 'required';
  else if (termo.trim().length > MAX_TERM_LENGTH) problems.termo = 'tooLong';
  for (const lookup of lookups)
    if (!chosen[lookup] && (typed[lookup] ?? '').trim() !== '') problems[lookup] = true;
  return problems;
}

/**
 * The form of the archive, normative-acts or case-law guide: the option its call lists
 * (document type, act type, court), the required term and the guide's lookups. It starts from
 * the URL's search (a shared link shows it again, the lookups' names fetched by code); on a
 * refused submit every value typed stays and the first field in error takes the focus.
 */
export function OptionGuideForm({
  tipo,
  initial,
  state,
  onNavigate,
}: {
  tipo: OptionGuideType;
  initial: OptionGuideSearch;
  state: SearchUrlState;
  onNavigate: (params: URLSearchParams) => void;
}) {
  const { t } = useTranslation('guide-forms');
  const options = useQuery(optionsOf[tipo]());
  const lookups = lookupsOfGuide[tipo];
  const [opcao, setOpcao] = useState(initial.opcao);
  const [termo, setTermo] = useState(initial.termo);
  const [chosen, setChosen] = useState(initial.lookups);
  const [typed, setTyped] = useState<Partial<Record<GuideLookup, string>>>({});
  const [problems, setProblems] = useState<Problems>({});
  // The design system's fields do not expose their inputs; the wrapper finds them to move focus.
  const box = useRef<HTMLDivElement>(null);

  const list = options.data ?? [];
  const option = list.find((item) => item.codigo === opcao) ?? defaultOption(list);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkOptionGuideForm(termo, lookups, chosen, typed);
    setProblems(found);
    if (found.termo) {
      box.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
      return;
    }
    const firstLookup = lookups.findIndex((lookup) => found[lookup]);
    if (firstLookup >= 0) {
      const fields = box.current?.querySelectorAll<HTMLInputElement>('input[role="combobox"]');
      fields?.item(firstLookup).focus();
      return;
    }
    onNavigate(
      optionGuideParams(
        state,
        { opcao: option?.codigo ?? '', termo: termo.trim(), lookups: chosen },
        option,
      ),
    );
  };

  const choose = (lookup: GuideLookup, code: string | null) => {
    setChosen((current) => {
      const next = { ...current, [lookup]: code ?? undefined };
      // Another campus lists other libraries: a library of the previous one no longer applies.
      if (lookup === 'campus' && code !== current.campus) delete next.library;
      return next;
    });
    setProblems((current) => ({ ...current, [lookup]: undefined }));
  };

  return (
    <div ref={box}>
      <Form onSubmit={submit} validationBehavior="aria" className={searchStyles.form} role="search">
        {options.isError ? (
          <Alert tone="danger" live="status">
            {t('optionsError')}{' '}
            <Button size="sm" variant="secondary" onPress={() => void options.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : null}
        <div className={searchStyles.inlineRow}>
          <Select
            label={t(`${tipo}.option`)}
            placeholder={options.isPending ? t('optionsLoading') : undefined}
            selectedKey={option?.codigo ?? null}
            onSelectionChange={(key) => {
              if (key !== null) setOpcao(String(key));
            }}
            items={list}
          >
            {(item) => <ListBoxItem id={item.codigo}>{item.descricao}</ListBoxItem>}
          </Select>
          <SearchField
            className={searchStyles.grow}
            label={t('term')}
            placeholder={t('termPlaceholder')}
            value={termo}
            onChange={(value) => {
              setTermo(value);
              if (value.trim() !== '') setProblems((current) => ({ ...current, termo: undefined }));
            }}
            isRequired
            isInvalid={!!problems.termo}
            errorMessage={
              problems.termo === 'tooLong' ? t('tooLong', { max: MAX_TERM_LENGTH }) : t('required')
            }
          />
        </div>
        <div className={styles.lookupRow}>
          {lookups.map((lookup) => (
            <LookupComboBox
              key={lookup}
              kind={lookup}
              value={chosen[lookup] ?? null}
              campus={lookup === 'library' ? (chosen.campus ?? null) : undefined}
              onChange={(code) => choose(lookup, code)}
              onTextChange={(text) => setTyped((current) => ({ ...current, [lookup]: text }))}
              isInvalid={!!problems[lookup]}
              errorMessage={t(`lookups.${lookup}.pick`)}
            />
          ))}
        </div>
        <div>
          <Button type="submit">{t(`${tipo}.submit`)}</Button>
        </div>
      </Form>
    </div>
  );
}
