import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  Heading,
  Link,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { Hold, HoldList } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { useServerAction } from '../../../lib/offline/offline-reason';
import { QueryView } from '../../../lib/query-state/query-state';
import { holdsMutations, holdsQueries } from '../api/holds-queries';
import { HoldDetails, HoldStatusBadge } from '../components/hold-details';
import * as styles from '../components/holds.css';

/** Ids of the ticked holds that are still in the list (a refetch may have dropped some). */
const stillListed = (selected: readonly string[], holds: readonly Hold[]) =>
  selected.filter((id) => holds.some((hold) => String(hold.cod_reserva) === id));

function CurrentHolds({ list }: { list: HoldList }) {
  const { t } = useTranslation('holds');
  const { t: tErrors } = useTranslation('errors');
  const { countLimit } = useFormat();
  const [ticked, setTicked] = useState<string[]>([]);
  const [noneChosen, setNoneChosen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState<number | null>(null);
  const cancel = useMutation(holdsMutations.cancel());
  const server = useServerAction('cancelHold');
  const groupRef = useRef<HTMLDivElement>(null);
  const selected = stillListed(ticked, list.data);
  const chosenHolds = list.data.filter((hold) => selected.includes(String(hold.cod_reserva)));

  if (!list.data.length) {
    return (
      <>
        {cancelled ? (
          <Alert tone="success" live="status">
            {t('list.cancelled', { count: cancelled })}
          </Alert>
        ) : null}
        <p className={styles.plain}>{t('list.empty')}</p>
      </>
    );
  }

  return (
    <div className={styles.section}>
      <p className={styles.plain}>
        {t('list.count', { value: countLimit(list.total, list.limite) })}
      </p>
      {cancelled ? (
        <Alert tone="success" live="status" onDismiss={() => setCancelled(null)}>
          {t('list.cancelled', { count: cancelled })}
        </Alert>
      ) : null}
      <div ref={groupRef}>
        <CheckboxGroup
          label={t('list.choose')}
          value={selected}
          onChange={(value) => {
            setTicked(value);
            if (value.length) setNoneChosen(false);
          }}
          isInvalid={noneChosen}
          errorMessage={noneChosen ? t('list.noneSelected') : undefined}
        >
          <RecordList>
            {list.data.map((hold) => (
              <RecordListItem key={hold.cod_reserva}>
                <RecordHeader>
                  <Checkbox value={String(hold.cod_reserva)}>
                    {hold.titulo}
                    {hold.autor ? ` — ${hold.autor}` : ''}
                  </Checkbox>
                  <HoldStatusBadge status={hold.situacao} />
                </RecordHeader>
                <HoldDetails hold={hold} />
                <Link href={paths.title.href(hold.cod_acervo)}>
                  {t('list.openTitle', { title: hold.titulo })}
                </Link>
              </RecordListItem>
            ))}
          </RecordList>
        </CheckboxGroup>
      </div>
      {cancel.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => cancel.reset()}>
          {describeError(cancel.error, tErrors).message}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          onPress={() => {
            setCancelled(null);
            if (!selected.length) {
              setNoneChosen(true);
              // Back to the list, where the message is.
              groupRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
              return;
            }
            setConfirming(true);
          }}
          isPending={cancel.isPending}
          {...server.buttonProps}
        >
          {t('list.cancel')}
        </Button>
      </div>
      {server.reason}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('list.confirmTitle')}
        confirmLabel={t('list.confirmCancel')}
        cancelLabel={t('list.keep')}
        isDestructive
        onConfirm={() =>
          cancel.mutate(
            { params: { reservas: chosenHolds.map((hold) => hold.cod_reserva) } },
            {
              onSuccess: (answer) => {
                setTicked([]);
                setCancelled(answer.cancelados.length);
              },
            },
          )
        }
      >
        <p>{t('list.confirmText', { count: chosenHolds.length })}</p>
        <ul>
          {chosenHolds.map((hold) => (
            <li key={hold.cod_reserva}>{hold.titulo}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The personal area's holds (menu `holds`; the spec's menu has no item for them): each current
 * hold with its status, queue position, release date and observations; one or several are
 * cancelled at once after a confirmation (spec sections 4 and 5). The history has its own page.
 */
export function HoldsPage() {
  const { t } = useTranslation('holds');
  const query = useQuery(holdsQueries.list());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('list.title')}</Heading>
      <p className={styles.plain}>
        <Link href={paths.holdHistory.href()}>{t('history.link')}</Link>
      </p>
      <DataAsOf query={query} />
      <QueryView query={query} errorTitle={t('list.loadError')}>
        {(list) => <CurrentHolds list={list} />}
      </QueryView>
    </div>
  );
}
