import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, ListBoxItem, Select, TextArea, TextField } from '../../../../design-system';
import { workTypes } from '../api/request-choices';
import { requestsMutations } from '../api/requests-queries';
import { RequestForm, RequestScreen } from '../components/request-form-parts';
import * as styles from '../components/requests.css';
import { useRequestForm } from '../components/use-request-form';
import {
  CATALOGUE_CARD_MAX_KEYWORDS,
  catalogueCardRequired,
  emptyCatalogueCard,
  toCatalogueCardRequest,
  validateCatalogueCard,
  type CatalogueCardField,
} from '../utils/request-rules';

/**
 * `/meu-portal/ficha-catalografica`, Catalogue card (cataloguing-in-publication sheet) of an
 * academic work: the fields of the contract, each missing required one named in its message.
 */
export function CatalogueCardPage() {
  const { t } = useTranslation('requests');
  const send = useMutation(requestsMutations.catalogueCard());
  const labels: Record<CatalogueCardField, string> = {
    titulo: t('fields.titulo'),
    subtitulo: t('fields.subtitulo'),
    autor: t('fields.autor'),
    orientador: t('fields.orientador'),
    coorientador: t('fields.coorientador'),
    tipo_trabalho: t('fields.tipo_trabalho'),
    curso: t('fields.curso'),
    ano: t('fields.ano'),
    total_paginas: t('fields.total_paginas'),
    ilustracoes: t('fields.ilustracoes'),
    palavras_chave: t('fields.palavras_chave'),
    email: t('fields.email'),
    observacao: t('fields.observacao'),
  };
  const form = useRequestForm({
    initial: emptyCatalogueCard,
    labels,
    required: () => catalogueCardRequired,
    validate: validateCatalogueCard,
  });
  const disabled = send.isPending;

  return (
    <RequestScreen title={t('catalogueCard.title')} intro={t('catalogueCard.intro')}>
      <RequestForm
        form={form}
        send={send}
        variables={(typed) => ({ data: toCatalogueCardRequest(typed) })}
        kind="ficha-catalografica"
        label={t('catalogueCard.title')}
      >
        <TextField {...form.text('titulo')} maxLength={500} isDisabled={disabled} />
        <TextField {...form.text('subtitulo')} maxLength={500} isDisabled={disabled} />
        <TextField {...form.text('autor')} maxLength={300} isDisabled={disabled} />
        <div className={styles.fieldRow}>
          <TextField {...form.text('orientador')} maxLength={300} isDisabled={disabled} />
          <TextField {...form.text('coorientador')} maxLength={300} isDisabled={disabled} />
        </div>
        <Select
          {...form.choice('tipo_trabalho')}
          items={workTypes.map((id) => ({ id, name: t(`catalogueCard.workTypes.${id}`) }))}
          isDisabled={disabled}
        >
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </Select>
        <TextField {...form.text('curso')} maxLength={300} isDisabled={disabled} />
        <div className={styles.fieldRow}>
          <TextField
            {...form.text('ano')}
            inputMode="numeric"
            maxLength={4}
            isDisabled={disabled}
          />
          <TextField
            {...form.text('total_paginas')}
            inputMode="numeric"
            maxLength={6}
            isDisabled={disabled}
          />
        </div>
        <Checkbox {...form.tick('ilustracoes')} isDisabled={disabled} />
        <TextField
          {...form.text('palavras_chave')}
          description={t('catalogueCard.keywordsHint', { max: CATALOGUE_CARD_MAX_KEYWORDS })}
          isDisabled={disabled}
        />
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
