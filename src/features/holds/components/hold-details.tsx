import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Link,
  RecordListItem,
  type DescriptionRow,
  type Tone,
} from '../../../../design-system';
import type { Hold, HoldStatus } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';

const statusTone: Record<HoldStatus, Tone> = {
  na_fila: 'info',
  liberada: 'success',
  cancelada: 'neutral',
  atendida: 'neutral',
  expirada: 'warning',
};

/** A hold's status as a labelled badge (the text carries the meaning, not the colour). */
export function HoldStatusBadge({ status }: { status: HoldStatus }) {
  const { t } = useTranslation('holds');
  return <Badge tone={statusTone[status]}>{t(`status.${status}`)}</Badge>;
}

/** The facts of a hold as term / detail pairs (the status is the badge beside); empty ones are left out. */
export function HoldDetails({ hold }: { hold: Hold }) {
  const { t } = useTranslation('holds');
  const { date } = useFormat();
  const copy = [hold.volume, hold.tomo, hold.parte].filter(Boolean).join(' · ');
  const rows: DescriptionRow[] = [
    [t('details.position'), hold.posicao_fila ?? null],
    [t('details.library'), hold.desc_biblioteca ?? null],
    [t('details.copy'), copy || null],
    [t('details.placedOn'), date(hold.data_reserva) || null],
    [t('details.releasedOn'), date(hold.data_liberacao) || null],
    [t('details.pickUpBy'), date(hold.data_limite_retirada) || null],
    [t('details.cancelledOn'), date(hold.data_cancelamento) || null],
    [t('details.observations'), hold.observacao || null],
  ];
  return <DescriptionList rows={rows} />;
}

/** The one fact a patron looks for first: where in the queue, or until when to pick it up. */
function useKeyFact(hold: Hold): string | null {
  const { t } = useTranslation('holds');
  const { date } = useFormat();
  if (hold.situacao === 'liberada' && hold.data_limite_retirada)
    return t('records.pickUpBy', { date: date(hold.data_limite_retirada) });
  if (hold.situacao === 'na_fila' && hold.posicao_fila)
    return t('records.position', { position: hold.posicao_fila });
  if (hold.situacao === 'cancelada' && hold.data_cancelamento)
    return t('records.cancelledOn', { date: date(hold.data_cancelamento) });
  return hold.data_reserva ? t('records.placedOn', { date: date(hold.data_reserva) }) : null;
}

/**
 * A hold as a compact record: title, its key fact and library, the status (a hold ready at the
 * desk stands out), the given actions, the rest on demand.
 */
export function HoldRecord({ hold, actions }: { hold: Hold; actions?: ReactNode }) {
  return (
    <RecordListItem
      emphasis={hold.situacao === 'liberada' ? 'ready' : undefined}
      title={<Link href={paths.title.href(hold.cod_acervo)}>{hold.titulo}</Link>}
      meta={[useKeyFact(hold), hold.desc_biblioteca]}
      status={<HoldStatusBadge status={hold.situacao} />}
      actions={actions}
      details={<HoldDetails hold={hold} />}
    />
  );
}
