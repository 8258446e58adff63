import { useTranslation } from 'react-i18next';
import { Badge, DescriptionList, type DescriptionRow, type Tone } from '../../../../design-system';
import type { Hold, HoldStatus } from '../../../api/generated/model';
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
