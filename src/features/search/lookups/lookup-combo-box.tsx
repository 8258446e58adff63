import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ComboBox, ListBoxItem } from '../../../../design-system';
import { lookupQueries, type LookupKind, type LookupOption } from '../api/lookup-queries';
import { useDebouncedValue } from './use-debounced-value';
import * as styles from './lookups.css';

export interface LookupComboBoxProps {
  kind: LookupKind;
  /** Code chosen (from the form, or from the address of a shared search); null for none. */
  value: string | null;
  onChange: (code: string | null) => void;
  /** Only the libraries of this campus (library lookup). */
  campus?: string | null;
  /** What was typed, when it names no entry: the form's "choose from the list" check. */
  onTextChange?: (text: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

/**
 * A lookup list (course, subject, professor, campus, library) as a searchable combo box: the
 * server filters by what is typed (after a pause), pages load as the list scrolls to its end,
 * and a code that came in the address shows its name (GET /{kind}/{code}).
 */
export function LookupComboBox({
  kind,
  value,
  onChange,
  campus,
  onTextChange,
  isInvalid,
  errorMessage,
}: LookupComboBoxProps) {
  const { t } = useTranslation('guide-forms');
  const chosen = useQuery({ ...lookupQueries.item(kind, value ?? ''), enabled: !!value });
  // null until the visitor types: the field then shows the chosen entry's name as it arrives.
  const [typed, setTyped] = useState<string | null>(null);
  const chosenLabel = chosen.data?.label ?? '';
  const inputValue = typed ?? chosenLabel;
  // The chosen entry's own name lists everything again: it is not a search the visitor typed.
  const searchText = useDebouncedValue(inputValue === chosenLabel ? '' : inputValue);
  const list = useInfiniteQuery(
    lookupQueries.list(kind, {
      text: searchText,
      campus: campus ? Number(campus) : null,
    }),
  );

  const items = useMemo(() => {
    const found: LookupOption[] = list.data?.pages.flatMap((page) => page.data) ?? [];
    // The chosen entry stays in the collection while another page is listed, so the field keeps it.
    return chosen.data && !found.some((option) => option.id === chosen.data.id)
      ? [chosen.data, ...found]
      : found;
  }, [list.data, chosen.data]);

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isError) void list.fetchNextPage();
  };

  return (
    <div className={styles.lookup}>
      <ComboBox
        label={t(`lookups.${kind}.label`)}
        placeholder={t(`lookups.${kind}.placeholder`)}
        description={t('lookups.hint')}
        items={items}
        inputValue={inputValue}
        onInputChange={(text) => {
          setTyped(text);
          onTextChange?.(text);
          // Clearing the field clears the choice: an empty lookup means "any".
          if (text === '' && value) onChange(null);
        }}
        selectedKey={value}
        onSelectionChange={(key) => {
          const code = key === null ? null : String(key);
          const option = items.find((item) => item.id === code);
          setTyped(option ? option.label : null);
          onTextChange?.(option ? option.label : '');
          onChange(code);
        }}
        onLoadMore={loadMore}
        isLoading={list.isFetching}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
      >
        {(option) => <ListBoxItem id={option.id}>{option.label}</ListBoxItem>}
      </ComboBox>
      {list.isError ? (
        <Alert tone="danger" live="status" className={styles.problem}>
          {t('lookups.listError')}{' '}
          <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
            {t('lookups.retry')}
          </Button>
        </Alert>
      ) : null}
      {chosen.isError ? (
        <Alert tone="warning" live="status" className={styles.problem}>
          {t('lookups.labelError', { code: value })}{' '}
          <Button size="sm" variant="secondary" onPress={() => void chosen.refetch()}>
            {t('lookups.retry')}
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
