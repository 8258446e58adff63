import { useTranslation } from 'react-i18next';
import { Badge, DescriptionList, type DescriptionRow, type Tone } from '../../../../design-system';
import type { LoanRequest, RequestStatus } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';

const statusTone: Record<RequestStatus, Tone> = {
  aguardando: 'info',
  em_transito: 'info',
  disponivel: 'success',
  retirada: 'neutral',
  finalizada: 'neutral',
  nao_finalizada: 'warning',
};

/** A request's status as a labelled badge (the text carries the meaning, not the colour). */
export function LoanRequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('loan-requests');
  return <Badge tone={statusTone[status]}>{t(`status.${status}`)}</Badge>;
}

/** The facts of a request as term / detail pairs; empty ones are left out. */
export function LoanRequestDetails({ request }: { request: LoanRequest }) {
  const { t } = useTranslation('loan-requests');
  const { date } = useFormat();
  const copy = [request.volume, request.tomo, request.parte].filter(Boolean).join(' · ');
  const rows: DescriptionRow[] = [
    [t('list.fields.number'), String(request.cod_solicitacao)],
    [t('list.fields.requestedOn'), date(request.data_solicitacao) || null],
    [
      t('list.fields.concludedOn'),
      request.data_conclusao ? date(request.data_conclusao) : t('list.notConcluded'),
    ],
    [t('list.fields.from'), request.biblioteca_origem?.desc_biblioteca ?? null],
    [t('list.fields.to'), request.biblioteca_recebimento?.desc_biblioteca ?? null],
    [t('list.fields.copy'), copy || null],
    [t('list.fields.note'), request.observacao || null],
  ];
  return <DescriptionList rows={rows} />;
}
