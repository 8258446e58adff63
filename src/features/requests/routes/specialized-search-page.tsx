import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../../../design-system';
import { requestsMutations } from '../api/requests-queries';
import { RequestForm, RequestScreen } from '../components/request-form-parts';
import * as styles from '../components/requests.css';
import { useRequestForm } from '../components/use-request-form';
import {
  emptySpecializedSearch,
  specializedSearchRequired,
  toSpecializedSearchRequest,
  validateSpecializedSearch,
  type SpecializedSearchField,
} from '../utils/request-rules';

/**
 * `/meu-portal/pesquisa-especializada`, Specialized search by the library staff: the subject,
 * its purpose, keywords, languages and period (start not after end), and where to answer.
 */
export function SpecializedSearchPage() {
  const { t } = useTranslation('requests');
  const send = useMutation(requestsMutations.specializedSearch());
  const labels: Record<SpecializedSearchField, string> = {
    assunto: t('fields.assunto'),
    objetivo: t('fields.objetivo'),
    palavras_chave: t('fields.palavras_chave'),
    idiomas: t('fields.idiomas'),
    data_inicio: t('fields.data_inicio'),
    data_fim: t('fields.data_fim'),
    email: t('fields.email'),
    observacao: t('fields.observacao'),
  };
  const form = useRequestForm({
    initial: emptySpecializedSearch,
    labels,
    required: () => specializedSearchRequired,
    validate: validateSpecializedSearch,
  });
  const disabled = send.isPending;

  return (
    <RequestScreen title={t('specializedSearch.title')} intro={t('specializedSearch.intro')}>
      <RequestForm
        form={form}
        send={send}
        variables={(typed) => ({ data: toSpecializedSearchRequest(typed) })}
        kind="pesquisa-especializada"
        label={t('specializedSearch.title')}
      >
        <TextField {...form.text('assunto')} maxLength={500} isDisabled={disabled} />
        <TextArea {...form.text('objetivo')} maxLength={2000} rows={3} isDisabled={disabled} />
        <TextField {...form.text('palavras_chave')} maxLength={1000} isDisabled={disabled} />
        <TextField {...form.text('idiomas')} maxLength={200} isDisabled={disabled} />
        <div className={styles.fieldRow}>
          <TextField {...form.text('data_inicio')} type="date" isDisabled={disabled} />
          <TextField {...form.text('data_fim')} type="date" isDisabled={disabled} />
        </div>
        <TextField
          {...form.text('email')}
          type="email"
          autoComplete="email"
          isDisabled={disabled}
        />
        <TextArea {...form.text('observacao')} maxLength={2000} rows={3} isDisabled={disabled} />
      </RequestForm>
    </RequestScreen>
  );
}
