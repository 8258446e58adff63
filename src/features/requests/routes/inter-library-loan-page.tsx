import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Heading,
  ListBoxItem,
  RecordList,
  Select,
  TextArea,
  TextField,
} from '../../../../design-system';
import type { InterLibraryLoanFormData } from '../../../api/generated/model';
import { QueryView } from '../../../lib/query-state/query-state';
import { requestsMutations, requestsQueries } from '../api/requests-queries';
import { RequestForm, RequestScreen } from '../components/request-form-parts';
import { RequestRecord } from '../components/request-record';
import * as styles from '../components/requests.css';
import { useRequestForm } from '../components/use-request-form';
import {
  emptyInterLibraryLoan,
  interLibraryLoanRequired,
  toInterLibraryLoanRequest,
  validateInterLibraryLoan,
  type InterLibraryLoanField,
} from '../utils/request-rules';

/** Any institution of the network: the library staff choose where to borrow from. */
const ANY_INSTITUTION = 'qualquer';

function InterLibraryLoanForm({ data }: { data: InterLibraryLoanFormData }) {
  const { t } = useTranslation('requests');
  const send = useMutation(requestsMutations.interLibraryLoan());
  const labels: Record<InterLibraryLoanField, string> = {
    cod_empresa: t('fields.cod_empresa'),
    titulo: t('fields.titulo'),
    autor: t('fields.autor'),
    edicao: t('fields.edicao'),
    ano: t('fields.ano'),
    isbn_issn: t('fields.isbn_issn'),
    biblioteca_recebimento: t('fields.biblioteca_recebimento'),
    email: t('fields.email'),
    observacao: t('fields.observacao'),
  };
  const form = useRequestForm({
    // The patron's own address when the server knows it.
    initial: { ...emptyInterLibraryLoan, email: data.email ?? '' },
    labels,
    required: () => interLibraryLoanRequired,
    validate: validateInterLibraryLoan,
  });
  const disabled = send.isPending;

  const institution = form.choice('cod_empresa');
  return (
    <RequestForm
      form={form}
      send={send}
      variables={(typed) => ({ data: toInterLibraryLoanRequest(typed) })}
      kind="emprestimo-inter-bibliotecas"
      labelledBy="novo-emprestimo-entre-bibliotecas"
    >
      <Heading level={2} size="sm" id="novo-emprestimo-entre-bibliotecas">
        {t('interLibraryLoan.formHeading')}
      </Heading>
      <TextField {...form.text('titulo')} maxLength={500} isDisabled={disabled} />
      <TextField {...form.text('autor')} maxLength={300} isDisabled={disabled} />
      <div className={styles.fieldRow}>
        <TextField {...form.text('edicao')} maxLength={50} isDisabled={disabled} />
        <TextField {...form.text('ano')} inputMode="numeric" maxLength={4} isDisabled={disabled} />
        <TextField {...form.text('isbn_issn')} maxLength={20} isDisabled={disabled} />
      </div>
      <Select
        {...institution}
        value={institution.value ?? ANY_INSTITUTION}
        onChange={(key) => institution.onChange(key === ANY_INSTITUTION ? null : key)}
        items={[
          { id: ANY_INSTITUTION, name: t('interLibraryLoan.anyInstitution') },
          ...data.instituicoes.map((entry) => ({
            id: String(entry.cod_empresa),
            name: entry.sigla ? `${entry.desc_empresa} (${entry.sigla})` : entry.desc_empresa,
          })),
        ]}
        isDisabled={disabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </Select>
      <Select
        {...form.choice('biblioteca_recebimento')}
        items={data.bibliotecas_recebimento.map((library) => ({
          id: String(library.cod_biblioteca),
          name: library.desc_biblioteca,
        }))}
        isDisabled={disabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </Select>
      <TextField {...form.text('email')} type="email" autoComplete="email" isDisabled={disabled} />
      <TextArea {...form.text('observacao')} maxLength={2000} rows={3} isDisabled={disabled} />
    </RequestForm>
  );
}

/**
 * `/meu-portal/emprestimo-entre-bibliotecas`, Inter-library loan: the request form (institution
 * to borrow from, the title, the receiving library) over the form's data
 * (`emprestimo-inter-bibliotecas/dados`), and the patron's inter-library loans with their status.
 * Over the limit of open requests the server refuses, and its message shows above the button.
 */
export function InterLibraryLoanPage() {
  const { t } = useTranslation(['requests', 'errors']);
  const query = useQuery(requestsQueries.interLibraryLoanData());
  return (
    <RequestScreen title={t('interLibraryLoan.title')} intro={t('interLibraryLoan.intro')}>
      <QueryView query={query} errorTitle={t('interLibraryLoan.loadError')}>
        {(data) => (
          <>
            <InterLibraryLoanForm data={data} />
            <section
              className={styles.section}
              aria-labelledby="meus-emprestimos-entre-bibliotecas"
            >
              <Heading level={2} size="sm" id="meus-emprestimos-entre-bibliotecas">
                {t('interLibraryLoan.mine')}
              </Heading>
              {data.solicitacoes.length ? (
                <RecordList aria-label={t('interLibraryLoan.mine')}>
                  {data.solicitacoes.map((request) => (
                    <RequestRecord key={request.cod_solicitacao} request={request} level={3} />
                  ))}
                </RecordList>
              ) : (
                <p className={styles.plain}>{t('interLibraryLoan.none')}</p>
              )}
            </section>
          </>
        )}
      </QueryView>
    </RequestScreen>
  );
}
