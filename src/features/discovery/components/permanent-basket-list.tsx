import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Button,
  Checkbox,
  ConfirmDialog,
  Heading,
  IconTrash,
  Link,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { PermanentBasketItem } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { basketActions } from '../../../stores/basket-store';
import { discoveryMutations } from '../api/discovery-queries';
import { basketItemOf } from '../utils/basket-item';
import * as styles from './discovery.css';

const headingId = 'permanent-basket-total';

/** What the last action did, told in a status message. */
type Done = { kind: 'removed'; title: string } | { kind: 'sent'; count: number };

interface PermanentBasketListProps {
  items: PermanentBasketItem[];
  /** A period is applied: the empty state says so. */
  filtered: boolean;
  isFetching: boolean;
}

/**
 * The permanent basket's titles, newest first as the server sends them. Chosen titles (or all)
 * go to the basket for export; one is removed after a confirmation, and focus then goes to the
 * list's heading, since the pressed button left with its title.
 */
export function PermanentBasketList({ items, filtered, isFetching }: PermanentBasketListProps) {
  const { t } = useTranslation('discovery');
  const { t: tErrors } = useTranslation('errors');
  const { date } = useFormat();
  const remove = useMutation(discoveryMutations.removeFromPermanentBasket());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<Done | null>(null);
  const [toRemove, setToRemove] = useState<PermanentBasketItem | null>(null);
  // Separate from `toRemove`, so the dialog keeps its text while it closes.
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) document.getElementById(headingId)?.focus();
  }, [focusRequest]);

  // Only titles still listed count as chosen (a period change or a removal drops the others).
  const chosenItems = items.filter((item) => chosen.has(item.cod_acervo));
  const noneChosen = chosenItems.length === 0;
  const chooseHintId = useId();
  const failure = remove.isError ? describeError(remove.error, tErrors) : null;

  const choose = (code: number, selected: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (selected) next.add(code);
      else next.delete(code);
      return next;
    });

  const sendToBasket = (titles: PermanentBasketItem[]) => {
    remove.reset();
    basketActions.addedMany(titles.map(basketItemOf));
    setDone({ kind: 'sent', count: titles.length });
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const item = toRemove;
    setDone(null);
    remove.mutate(
      { data: { acervo: item.cod_acervo } },
      {
        onSuccess: () => {
          choose(item.cod_acervo, false);
          setDone({ kind: 'removed', title: item.titulo });
          setFocusRequest((n) => n + 1);
        },
      },
    );
  };

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={isFetching || remove.isPending || undefined}
    >
      <Heading level={2} size="sm" id={headingId} tabIndex={-1}>
        {t('permanentBasket.total', { count: items.length })}
      </Heading>
      {done?.kind === 'removed' ? (
        <Notice tone="success" live="status" onDismiss={() => setDone(null)}>
          {t('permanentBasket.removed', { title: done.title })}
        </Notice>
      ) : null}
      {done?.kind === 'sent' ? (
        <Notice tone="success" live="status" onDismiss={() => setDone(null)}>
          {t('permanentBasket.sent', { count: done.count })}{' '}
          <Link href={paths.basket.href()}>{t('permanentBasket.openBasket')}</Link>
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone={failure.tone} live="alert" onDismiss={() => remove.reset()}>
          {failure.message}
        </Notice>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.plain}>
          {t(filtered ? 'permanentBasket.emptyPeriod' : 'permanentBasket.empty')}
        </p>
      ) : (
        <>
          <div className={styles.actions}>
            {/* Portuguese counts 0 as singular: "Enviar 0 escolhido" said nothing useful, so
                with nothing chosen the button has a plain name and a hint says what to do. */}
            <Button
              isDisabled={noneChosen}
              aria-describedby={noneChosen ? chooseHintId : undefined}
              onPress={() => sendToBasket(chosenItems)}
            >
              {noneChosen
                ? t('permanentBasket.sendChosenNone')
                : t('permanentBasket.sendChosen', { count: chosenItems.length })}
            </Button>
            <Button variant="secondary" onPress={() => sendToBasket(items)}>
              {t('permanentBasket.sendAll')}
            </Button>
          </div>
          {noneChosen ? (
            <p id={chooseHintId} className={styles.muted}>
              {t('permanentBasket.chooseHint')}
            </p>
          ) : null}
          <RecordList aria-label={t('permanentBasket.listLabel')}>
            {items.map((item) => (
              <RecordListItem key={item.cod_acervo}>
                <div className={styles.selectableRow}>
                  <Checkbox
                    isSelected={chosen.has(item.cod_acervo)}
                    onChange={(selected) => choose(item.cod_acervo, selected)}
                    aria-label={t('permanentBasket.choose', { title: item.titulo })}
                  />
                  <div className={styles.details}>
                    <Heading level={3} size="sm" className={styles.itemTitle}>
                      <Link href={paths.title.href(item.cod_acervo)}>{item.titulo}</Link>
                    </Heading>
                    {item.autor ? <p className={styles.plain}>{item.autor}</p> : null}
                    <p className={styles.muted}>
                      {[item.desc_tipo_obra, item.ano_publicacao].filter(Boolean).join(' · ')}
                    </p>
                    {item.data_inclusao ? (
                      <p className={styles.muted}>
                        {t('permanentBasket.addedOn', { date: date(item.data_inclusao) })}
                      </p>
                    ) : null}
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('permanentBasket.removeLabel', { title: item.titulo })}
                        isPending={
                          remove.isPending && remove.variables.data.acervo === item.cod_acervo
                        }
                        onPress={() => {
                          setToRemove(item);
                          setConfirming(true);
                        }}
                      >
                        <IconTrash />
                        {t('permanentBasket.remove')}
                      </Button>
                    </div>
                  </div>
                </div>
              </RecordListItem>
            ))}
          </RecordList>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('permanentBasket.removeTitle')}
        confirmLabel={t('permanentBasket.removeConfirm')}
        cancelLabel={t('permanentBasket.keep')}
        isDestructive
        onConfirm={confirmRemove}
      >
        <p>{t('permanentBasket.removeQuestion', { title: toRemove?.titulo ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
