import { useTranslation } from 'react-i18next';
import {
  Badge,
  DescriptionList,
  Heading,
  RecordHeader,
  RecordListItem,
  type DescriptionRow,
  type Tone,
} from '../../../../design-system';
import type { PatronRequest, RequestStatus } from '../../../api/generated/model';
import { useFormat } from '../../../lib/format/use-format';

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

/** One request: what it is about, its status, and its facts (empty ones left out). */
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
    [t('record.kind'), request.subtipo ? t(`switching.types.${request.subtipo}`) : null],
    [t('record.requestedOn'), date(request.data_solicitacao) || null],
    [t('record.concludedOn'), date(request.data_conclusao) || null],
    [t('record.observation'), request.observacao || null],
    [t('record.answer'), request.resposta || null],
  ];
  return (
    <RecordListItem>
      <RecordHeader>
        <Heading level={level} size="sm">
          {request.titulo}
        </Heading>
        <RequestStatusBadge status={request.status} />
      </RecordHeader>
      <DescriptionList rows={rows} />
    </RecordListItem>
  );
}
