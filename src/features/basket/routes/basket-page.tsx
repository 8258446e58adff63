import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  ConfirmDialog,
  Heading,
  IconTrash,
  Link,
  RecordList,
} from '../../../../design-system';
import { notify } from '../../../lib/notifications/notifications';
import { basketActions, useBasketStore } from '../../../stores/basket-store';
import { BasketEmailForm } from '../components/basket-email-form';
import { BasketExportPanel } from '../components/basket-export-panel';
import { BasketItemRow } from '../components/basket-item-row';
import { BasketPermanentPanel } from '../components/basket-permanent-panel';
import { BasketPrintView } from '../components/basket-print-view';
import * as styles from '../components/basket-list.css';
import { EXPORT_MAX_TITLES, type ExportDetail } from '../utils/export-request';
import type { PrintableReference } from '../utils/printable-references';

/**
 * `/cesta`: the titles kept in the basket (stored in the browser). Titles can be chosen with
 * their checkboxes; exports, e-mail and "save to the permanent basket" then take the chosen ones,
 * or the whole basket when none is chosen. "Keep only the selected" is the store's `replace`.
 * The document title is the layout's (route handle `pages.basket`).
 */
export function BasketPage() {
  const { t } = useTranslation('basket');
  const itens = useBasketStore((state) => state.itens);
  const items = Object.values(itens);
  const [selection, setSelection] = useState<ReadonlySet<number>>(() => new Set());
  const [confirming, setConfirming] = useState<'clear' | 'keep' | null>(null);
  const [detail, setDetail] = useState<ExportDetail>('referencia');
  const [printable, setPrintable] = useState<PrintableReference[] | null>(null);
  const [printRequest, setPrintRequest] = useState(0);

  // A removed title drops out of the selection by itself.
  const selected = items.filter((item) => selection.has(item.cod_acervo));
  const scope = selected.length ? selected : items;
  const codes = scope.map((item) => item.cod_acervo);
  const tooMany = codes.length > EXPORT_MAX_TITLES;

  const select = (codAcervo: number, isSelected: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (isSelected) next.add(codAcervo);
      else next.delete(codAcervo);
      return next;
    });

  function keepSelected() {
    basketActions.replaced(selected);
    setSelection(new Set());
    notify({ tone: 'success', message: t('page.keptSelected', { n: selected.length }) });
  }

  return (
    <Box
      elementType="section"
      display="flex"
      flexDirection="column"
      gap="lg"
      aria-labelledby="basket-heading"
    >
      <Heading level={1} id="basket-heading">
        {t('page.title')}
      </Heading>
      {items.length === 0 ? (
        <>
          <p>{t('page.empty')}</p>
          <Link href={paths.home.href()} variant="standalone">
            {t('page.search')}
          </Link>
        </>
      ) : (
        <>
          <Box
            display="flex"
            gap="md"
            alignItems="center"
            justifyContent="space-between"
            flexWrap="wrap"
          >
            <p role="status">{t('page.count', { n: items.length })}</p>
            <div className={styles.actions}>
              <Checkbox
                isSelected={selected.length === items.length}
                isIndeterminate={selected.length > 0 && selected.length < items.length}
                onChange={(all) =>
                  setSelection(new Set(all ? items.map((item) => item.cod_acervo) : []))
                }
              >
                {t('page.selectAll')}
              </Checkbox>
              {selected.length > 0 && selected.length < items.length ? (
                <Button variant="secondary" onPress={() => setConfirming('keep')}>
                  {t('page.keepSelected')}
                </Button>
              ) : null}
              <Button variant="secondary" onPress={() => setConfirming('clear')}>
                <IconTrash />
                {t('page.clear')}
              </Button>
            </div>
          </Box>
          <RecordList aria-labelledby="basket-heading">
            {items.map((item) => (
              <BasketItemRow
                key={item.cod_acervo}
                item={item}
                isSelected={selection.has(item.cod_acervo)}
                onSelectedChange={(isSelected) => select(item.cod_acervo, isSelected)}
              />
            ))}
          </RecordList>
          <p className={styles.hint} aria-live="polite">
            {selected.length
              ? t('page.scopeSelected', { n: selected.length })
              : t('page.scopeAll', { n: items.length })}
          </p>
          {tooMany ? (
            <Alert tone="warning">{t('export.tooMany', { max: EXPORT_MAX_TITLES })}</Alert>
          ) : null}
          <BasketExportPanel
            codes={codes}
            detail={detail}
            onDetailChange={setDetail}
            isDisabled={tooMany}
            onPrintable={(references) => {
              setPrintable(references);
              setPrintRequest((n) => n + 1);
            }}
          />
          {printable ? (
            <BasketPrintView
              references={printable}
              printRequest={printRequest}
              onPrintAgain={() => setPrintRequest((n) => n + 1)}
              onClose={() => {
                setPrintable(null);
                setPrintRequest(0);
              }}
            />
          ) : null}
          <BasketEmailForm codes={codes} detail={detail} isDisabled={tooMany} />
        </>
      )}
      <BasketPermanentPanel codes={items.length ? codes : []} />
      <ConfirmDialog
        isOpen={confirming === 'clear'}
        onOpenChange={(open) => setConfirming(open ? 'clear' : null)}
        title={t('page.clearTitle')}
        confirmLabel={t('page.clearConfirm')}
        isDestructive
        onConfirm={() => {
          basketActions.cleared();
          setSelection(new Set());
          setPrintable(null);
        }}
      >
        {t('page.clearQuestion', { n: items.length })}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'keep'}
        onOpenChange={(open) => setConfirming(open ? 'keep' : null)}
        title={t('page.keepSelectedTitle')}
        confirmLabel={t('page.keepSelectedConfirm')}
        onConfirm={keepSelected}
      >
        {t('page.keepSelectedQuestion', {
          n: selected.length,
          removed: items.length - selected.length,
        })}
      </ConfirmDialog>
    </Box>
  );
}
