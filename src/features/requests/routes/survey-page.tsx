import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  CheckboxGroup,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from '../../../../design-system';
import { surveyFormats as formats } from '../api/request-choices';
import { requestsMutations } from '../api/requests-queries';
import { RequestForm, RequestScreen } from '../components/request-form-parts';
import * as styles from '../components/requests.css';
import { useRequestForm } from '../components/use-request-form';
import {
  emptySurvey,
  surveyRequired,
  toSurveyRequest,
  validateSurvey,
  type SurveyField,
} from '../utils/request-rules';

/** The parts of the work the survey's presentation includes. */
const included = ['folha_rosto', 'sumario', 'resumo'] as const;

/**
 * `/meu-portal/levantamento-bibliografico`, Bibliographic survey (spec sections 3 and 5): the
 * subject and its delimitation, the period (start not after end), the publications wanted, and
 * how the result is presented (bibliography pages: start not after end).
 */
export function SurveyPage() {
  const { t } = useTranslation('requests');
  const send = useMutation(requestsMutations.survey());
  const labels: Record<SurveyField, string> = {
    assunto_geral: t('fields.assunto_geral'),
    delimitacao_assunto: t('fields.delimitacao_assunto'),
    assunto_outro_idioma: t('fields.assunto_outro_idioma'),
    data_inicio: t('fields.data_inicio'),
    data_fim: t('fields.data_fim'),
    tipo_publicacao: t('fields.tipo_publicacao'),
    formato: t('fields.formato'),
    palavras_chave: t('fields.palavras_chave'),
    folha_rosto: t('fields.folha_rosto'),
    sumario: t('fields.sumario'),
    resumo: t('fields.resumo'),
    pagina_inicial_bibliografia: t('fields.pagina_inicial_bibliografia'),
    pagina_final_bibliografia: t('fields.pagina_final_bibliografia'),
    total_paginas: t('fields.total_paginas'),
    ilustracoes: t('fields.ilustracoes'),
  };
  const form = useRequestForm({
    initial: emptySurvey,
    labels,
    required: () => surveyRequired,
    validate: validateSurvey,
  });
  const disabled = send.isPending;
  const page = { inputMode: 'numeric' as const, maxLength: 6, isDisabled: disabled };

  return (
    <RequestScreen title={t('survey.title')} intro={t('survey.intro')}>
      <RequestForm
        form={form}
        send={send}
        variables={(typed) => ({ data: toSurveyRequest(typed) })}
        kind="levantamento-bibliografico"
        label={t('survey.title')}
      >
        <TextField {...form.text('assunto_geral')} maxLength={500} isDisabled={disabled} />
        <TextArea
          {...form.text('delimitacao_assunto')}
          description={t('survey.delimitationHint')}
          maxLength={2000}
          rows={3}
          isDisabled={disabled}
        />
        <TextField {...form.text('assunto_outro_idioma')} maxLength={500} isDisabled={disabled} />
        <div className={styles.fieldRow}>
          <TextField {...form.text('data_inicio')} type="date" isDisabled={disabled} />
          <TextField {...form.text('data_fim')} type="date" isDisabled={disabled} />
        </div>
        <TextField
          {...form.text('tipo_publicacao')}
          description={t('survey.publicationTypeHint')}
          maxLength={200}
          isDisabled={disabled}
        />
        <RadioGroup
          label={labels.formato}
          value={form.values.formato}
          onChange={(value) => {
            const chosen = formats.find((entry) => entry === value);
            if (chosen) form.set('formato', chosen);
          }}
          isRequired
          isDisabled={disabled}
        >
          {formats.map((format) => (
            <Radio key={format} value={format}>
              {t(`survey.formats.${format}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextField {...form.text('palavras_chave')} maxLength={1000} isDisabled={disabled} />
        <CheckboxGroup
          label={t('survey.include')}
          value={included.filter((part) => form.values[part])}
          onChange={(ticked) => {
            for (const part of included) form.set(part, ticked.includes(part));
          }}
          isDisabled={disabled}
        >
          {included.map((part) => (
            <Checkbox key={part} value={part}>
              {labels[part]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={styles.fieldRow}>
          <TextField {...form.text('pagina_inicial_bibliografia')} {...page} />
          <TextField {...form.text('pagina_final_bibliografia')} {...page} />
          <TextField {...form.text('total_paginas')} {...page} />
        </div>
        <Checkbox {...form.tick('ilustracoes')} isDisabled={disabled} />
      </RequestForm>
    </RequestScreen>
  );
}
