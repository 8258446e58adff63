import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordListItem,
  type DescriptionRow,
  type Tone,
} from '../../../../design-system';
import type { PatronRequest, RequestStatus } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';
import * as styles from './requests.css';

const statusTone: Record<RequestStatus, Tone> = {
  aguardando: 'info',
  em_transito: 'info',
  disponivel: 'success',
  finalizada: 'success',
  retirada: 'neutral',
  nao_finalizada: 'warning',
};

/** A request's status as a labelled badge (the text carries the meaning, not the colour). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('requests');
  return <Badge tone={statusTone[status]}>{t(`status.${status}`)}</Badge>;
}

/**
 * One request as a compact record: what it is about, its status and when it was asked (and
 * concluded); the number, the notes and the library's answer on demand. A request waiting at
 * the desk stands out. The contract has no way to cancel a request, so it offers no action.
 */
export function RequestRecord({
  request,
  level = 2,
}: {
  request: PatronRequest;
  /** The heading level of its title, under the screen's own headings. @default 2 */
  level?: 2 | 3;
}) {
  const { t } = useTranslation('requests');
  const { date } = useFormat();
  const rows: DescriptionRow[] = [
    [t('record.number'), request.cod_solicitacao],
    [t('record.observation'), request.observacao || null],
    [t('record.answer'), request.resposta || null],
  ];
  const requestedOn = date(request.data_solicitacao);
  const concludedOn = date(request.data_conclusao);
  return (
    <RecordListItem
      emphasis={request.status === 'disponivel' ? 'ready' : undefined}
      title={
        <Heading level={level} size="sm" className={styles.recordTitle}>
          {request.titulo}
        </Heading>
      }
      status={<RequestStatusBadge status={request.status} />}
      meta={[
        request.subtipo ? t(`switching.types.${request.subtipo}`) : null,
        requestedOn ? t('records.requestedOn', { date: requestedOn }) : null,
        concludedOn ? t('records.concludedOn', { date: concludedOn }) : null,
      ]}
      details={<DescriptionList rows={rows} />}
    />
  );
}
