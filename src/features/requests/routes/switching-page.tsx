import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ListBoxItem,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '../../../../design-system';
import { defenceDegrees as degrees, switchingTypes as types } from '../api/request-choices';
import { requestsMutations } from '../api/requests-queries';
import { RequestForm, RequestScreen } from '../components/request-form-parts';
import { useRequestForm } from '../components/use-request-form';
import {
  emptySwitching,
  switchingFields,
  toSwitchingRequest,
  validateSwitching,
  type SwitchingField,
  type SwitchingValues,
} from '../utils/request-rules';

/**
 * `/meu-portal/comutacao-bibliografica`, Bibliographic switching (spec sections 3 and 5): a copy
 * of an article, a thesis or dissertation, or a part of a document from another library. Each
 * type asks for its own fields; the page range takes `20-30`, `20/30`, `20 to 30` (or `20 a 30`)
 * with the start not after the end. What was typed for one type stays when the type changes.
 */
export function SwitchingPage() {
  const { t } = useTranslation('requests');
  const send = useMutation(requestsMutations.switching());
  const labels = (values: SwitchingValues): Record<SwitchingField, string> => ({
    // In a part of a document, the "article" is the part.
    titulo_artigo: t(
      values.tipo === 'parte-documento' ? 'fields.titulo_parte' : 'fields.titulo_artigo',
    ),
    titulo_revista: t('fields.titulo_revista'),
    titulo_documento: t('fields.titulo_documento'),
    autor: t('fields.autor'),
    ano: t('fields.ano'),
    volume: t('fields.volume'),
    numero: t('fields.numero'),
    paginas: t('fields.paginas'),
    grau_defesa: t('fields.grau_defesa'),
    email: t('fields.email'),
    observacao: t('fields.observacao'),
  });
  const form = useRequestForm({
    initial: emptySwitching,
    labels,
    required: (values) => [...switchingFields[values.tipo].required, 'email'],
    validate: validateSwitching,
  });
  const { values } = form;
  const shown = switchingFields[values.tipo].shown;

  const field = (name: SwitchingField) => {
    if (!shown.includes(name)) return null;
    if (name === 'grau_defesa')
      return (
        <Select
          key={name}
          {...form.choice(name)}
          items={degrees.map((id) => ({ id, name: t(`switching.degrees.${id}`) }))}
          isDisabled={send.isPending}
        >
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </Select>
      );
    return (
      <TextField
        key={name}
        {...form.text(name)}
        isDisabled={send.isPending}
        {...(name === 'ano' ? { inputMode: 'numeric' as const, maxLength: 4 } : {})}
        {...(name === 'paginas'
          ? { description: t('switching.pagesHint'), maxLength: 30 }
          : { maxLength: name === 'volume' || name === 'numero' ? 30 : 500 })}
      />
    );
  };

  return (
    <RequestScreen title={t('switching.title')} intro={t('switching.intro')}>
      <RequestForm
        form={form}
        send={send}
        variables={(typed) => ({ type: typed.tipo, data: toSwitchingRequest(typed) })}
        kind="comutacao-bibliografica"
        label={t('switching.title')}
      >
        <RadioGroup
          label={t('switching.type')}
          value={values.tipo}
          onChange={(value) => {
            const tipo = types.find((entry) => entry === value);
            if (tipo) form.set('tipo', tipo);
          }}
          isRequired
          isDisabled={send.isPending}
        >
          {types.map((type) => (
            <Radio key={type} value={type}>
              {t(`switching.types.${type}`)}
            </Radio>
          ))}
        </RadioGroup>
        {shown.map(field)}
        <TextField
          {...form.text('email')}
          type="email"
          autoComplete="email"
          isDisabled={send.isPending}
        />
        <TextArea
          {...form.text('observacao')}
          maxLength={2000}
          rows={3}
          isDisabled={send.isPending}
        />
      </RequestForm>
    </RequestScreen>
  );
}
