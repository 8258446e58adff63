import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormActions,
  Heading,
} from '../../../../../design-system';
import type { StorageItem } from '../../../../api/generated/model';
import { describeError } from '../../../../lib/errors/describe-error';
import { closedCollectionMutations } from '../../api/closed-collection-queries';
import * as styles from './loan-request.css';

/** The copy as the patron recognises it: registration number, shelf place, volume. */
const copyName = (item: StorageItem) =>
  [
    item.tombo ?? String(item.cod_exemplar),
    item.localizacao,
    [item.volume, item.tomo, item.parte].filter(Boolean).join(' / '),
  ]
    .filter(Boolean)
    .join(' — ');

/**
 * Asking the staff to fetch copies from the closed stacks (`POST /gravar-armazem`): the patron
 * ticks the copies that may be requested now and sends; the answer is the request's protocol,
 * or the refusal's message, with the ticked copies kept.
 */
export function ClosedCollectionRequest({
  codAcervo,
  library,
  items,
}: {
  codAcervo: number;
  library: number;
  items: StorageItem[];
}) {
  const { t } = useTranslation('loan-requests');
  const { t: tErrors } = useTranslation('errors');
  const [chosen, setChosen] = useState<string[]>([]);
  const [noneChosen, setNoneChosen] = useState(false);
  const request = useMutation(closedCollectionMutations.request(codAcervo));
  const groupRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const requestable = items.filter((item) => item.disponivel);
  // Only copies still listed as requestable (a refetch after a request may have taken some).
  const ticked = chosen.filter((code) =>
    requestable.some((item) => String(item.cod_exemplar) === code),
  );

  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  if (!requestable.length && !request.isSuccess)
    return <p className={styles.plain}>{t('closed.noneRequestable')}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ticked.length) {
      setNoneChosen(true);
      requestAnimationFrame(() =>
        groupRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
      );
      return;
    }
    request.mutate(
      {
        params: { cod_biblioteca: library },
        data: {
          cesta: ticked.map((code) => ({ cod_acervo: codAcervo, cod_exemplar: Number(code) })),
        },
      },
      { onSuccess: () => setChosen([]) },
    );
  };

  return (
    <div className={styles.form}>
      {request.isSuccess ? (
        <div ref={sentRef} tabIndex={-1}>
          <Alert
            tone="success"
            live="status"
            title={t('closed.sent')}
            onDismiss={() => request.reset()}
          >
            {t('closed.protocol', { protocol: request.data.protocolo })}
          </Alert>
        </div>
      ) : null}
      {requestable.length ? (
        <Form validationBehavior="aria" aria-labelledby="solicitar-armazem" onSubmit={submit}>
          <Heading level={2} id="solicitar-armazem" size="sm">
            {t('closed.heading')}
          </Heading>
          <div ref={groupRef}>
            <CheckboxGroup
              label={t('closed.choose')}
              value={ticked}
              onChange={(value) => {
                setChosen(value);
                if (value.length) setNoneChosen(false);
                if (request.isError) request.reset();
              }}
              isRequired
              isInvalid={noneChosen}
              errorMessage={noneChosen ? t('closed.noneChosen') : undefined}
              isDisabled={request.isPending}
            >
              {requestable.map((item) => (
                <Checkbox key={item.cod_exemplar} value={String(item.cod_exemplar)}>
                  {copyName(item)}
                </Checkbox>
              ))}
            </CheckboxGroup>
          </div>
          {request.isError ? (
            <Alert tone="warning" live="alert" title={t('closed.refused')}>
              {describeError(request.error, tErrors).message}
            </Alert>
          ) : null}
          <FormActions>
            <Button type="submit" isPending={request.isPending}>
              {t('closed.send')}
            </Button>
          </FormActions>
        </Form>
      ) : null}
    </div>
  );
}
