import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KardexComboData, KardexIssue } from '../../../../api/generated/model';
import {
  Box,
  Button,
  Cell,
  Column,
  ListBoxItem,
  Row,
  Modal,
  Select,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '../../../../../design-system';
import { titleQueries } from '../../api/title-queries';
import { useFormat } from '../../../../lib/format/use-format';
import { QueryView } from '../../../../lib/query-state/query-state';
import { KardexIssueDetail } from './kardex-issue-detail';

function IssuesTable({
  codAcervo,
  params,
}: {
  codAcervo: number;
  params: { codPeriod: number; codBib: number; codPar?: number; year: number };
}) {
  const { t } = useTranslation('catalogue');
  const { date } = useFormat();
  const query = useQuery(titleQueries.kardexIssues(codAcervo, params));
  // The issue whose detail is open; the dialog gives the focus back to its button on close.
  const [opened, setOpened] = useState<KardexIssue | null>(null);
  const { codPar } = params;
  return (
    <QueryView query={query} lines={5}>
      {({ fasciculos }) => (
        <>
          <Table
            aria-label={t('kardex.tableLabel', { year: params.year })}
            // Enter on a row, or on its button (the grid keeps the key for the row), opens it.
            onRowAction={
              codPar === undefined
                ? undefined
                : (key) =>
                    setOpened(
                      fasciculos.find((issue) => `${issue.seqPar}-${issue.seqSec}` === key) ?? null,
                    )
            }
          >
            <TableHeader>
              <Column isRowHeader>{t('kardex.issue')}</Column>
              <Column>{t('kardex.volume')}</Column>
              <Column>{t('kardex.number')}</Column>
              <Column>{t('kardex.arrival')}</Column>
              <Column>{t('kardex.copies')}</Column>
              <Column>{t('kardex.summary')}</Column>
              {codPar !== undefined ? <Column>{t('kardex.details')}</Column> : null}
            </TableHeader>
            <TableBody emptyState={t('kardex.noIssues')}>
              {fasciculos.map((issue) => (
                <Row id={`${issue.seqPar}-${issue.seqSec}`} key={`${issue.seqPar}-${issue.seqSec}`}>
                  <Cell>{issue.descricao}</Cell>
                  <Cell>{issue.volume ?? '—'}</Cell>
                  <Cell>{issue.numero ?? '—'}</Cell>
                  <Cell>
                    {issue.data_chegada ? date(issue.data_chegada) : t('kardex.notReceived')}
                  </Cell>
                  <Cell>{issue.exemplares ?? 0}</Cell>
                  <Cell>{issue.possui_sumario ? t('yes') : t('no')}</Cell>
                  {codPar !== undefined ? (
                    <Cell>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${t('kardex.details')}: ${issue.descricao}`}
                        onPress={() => setOpened(issue)}
                      >
                        {t('kardex.details')}
                      </Button>
                    </Cell>
                  ) : null}
                </Row>
              ))}
            </TableBody>
          </Table>
          {opened && codPar !== undefined ? (
            <Modal
              isOpen
              onOpenChange={(open) => {
                if (!open) setOpened(null);
              }}
              title={opened.descricao}
            >
              {/* The detail's texts come with it; the dialog shows a placeholder meanwhile. */}
              <Suspense fallback={<Skeleton lines={4} />}>
                <KardexIssueDetail
                  codAcervo={codAcervo}
                  params={{ seqPar: opened.seqPar, seqSec: opened.seqSec, codPar }}
                />
              </Suspense>
            </Modal>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

function KardexBrowser({ codAcervo, choices }: { codAcervo: number; choices: KardexComboData }) {
  const { t } = useTranslation('catalogue');
  const [library, setLibrary] = useState(choices.bibliotecas[0]?.cod_biblioteca);
  const [year, setYear] = useState(choices.anos[0]);
  const [part, setPart] = useState(choices.partes[0]?.codigo);
  if (library === undefined || year === undefined) return <p>{t('kardex.noIssues')}</p>;
  return (
    <>
      <Box display="flex" gap="lg" flexWrap="wrap" marginBottom="lg">
        <Select
          label={t('kardex.library')}
          value={library}
          onChange={(key) => setLibrary(Number(key))}
        >
          {choices.bibliotecas.map((item) => (
            <ListBoxItem key={item.cod_biblioteca} id={item.cod_biblioteca}>
              {item.desc_biblioteca}
            </ListBoxItem>
          ))}
        </Select>
        {choices.partes.length > 1 ? (
          <Select label={t('kardex.part')} value={part} onChange={(key) => setPart(String(key))}>
            {choices.partes.map((item) => (
              <ListBoxItem key={item.codigo} id={item.codigo}>
                {item.descricao}
              </ListBoxItem>
            ))}
          </Select>
        ) : null}
        <Select label={t('kardex.year')} value={year} onChange={(key) => setYear(Number(key))}>
          {choices.anos.map((item) => (
            <ListBoxItem key={item} id={item}>
              {String(item)}
            </ListBoxItem>
          ))}
        </Select>
      </Box>
      <IssuesTable
        codAcervo={codAcervo}
        params={{
          codPeriod: choices.codPeriod,
          codBib: library,
          ...(part !== undefined && Number.isFinite(Number(part)) ? { codPar: Number(part) } : {}),
          year,
        }}
      />
    </>
  );
}

/**
 * The periodical's collection (kardex): issues received per library and year; each issue's
 * detail (its copies, note) opens in a dialog.
 */
export function KardexTab({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('catalogue');
  const permission = useQuery(titleQueries.kardexPermission(codAcervo));
  const choices = useQuery({
    ...titleQueries.kardexChoices(codAcervo),
    enabled: permission.data?.permitido === true,
  });
  return (
    <QueryView query={permission} lines={2}>
      {({ permitido }) =>
        permitido ? (
          <QueryView query={choices} lines={3}>
            {(data) => <KardexBrowser codAcervo={codAcervo} choices={data} />}
          </QueryView>
        ) : (
          <p>{t('notOffered.colecao-kardex')}</p>
        )
      }
    </QueryView>
  );
}
