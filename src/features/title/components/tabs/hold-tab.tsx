import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HoldOptions, Title } from '../../../../api/generated/model';
import { Alert } from '../../../../../design-system';
import { useIsSignedIn } from '../../../../stores/auth-store';
import { titleQueries } from '../../api/title-queries';
import { usePlaceHoldSlot } from '../../../../lib/place-hold-slot/place-hold-slot';
import { QueryView } from '../../../../lib/query-state/query-state';
import { SignInNeeded } from './sign-in-needed';
import { soonestCopyOf } from '../../utils/library-lines';

// Reasons the server gives (HoldOptions.mensagem) that have their own text.
const knownReasons = [
  'RESERVA_EXEMPLAR_DISPONIVEL',
  'RESERVA_NAO_PERMITIDA',
  'RESERVA_JA_EXISTENTE',
  'RESERVA_LIMITE_EXCEDIDO',
] as const;
type KnownReason = (typeof knownReasons)[number];
const isKnownReason = (key: string | null | undefined): key is KnownReason =>
  (knownReasons as readonly (string | null | undefined)[]).includes(key);

function HoldInformation({ options, title }: { options: HoldOptions; title: Title }) {
  const { t } = useTranslation('catalogue');
  const placeHold = usePlaceHoldSlot();
  // Read from the cache the availability block filled: the copy that comes back first.
  const copies = useQuery(titleQueries.copies(title.cod_acervo));
  const soonest = soonestCopyOf(copies.data ?? []);
  return (
    <>
      {!options.permite_reserva ? (
        <>
          {options.limite_reservas !== undefined ? (
            <p>
              {t('hold.count', {
                held: options.quantidade_reservas ?? 0,
                limit: options.limite_reservas,
              })}
            </p>
          ) : null}
          <Alert tone="warning" live="none" title={t('hold.notPossible')}>
            {isKnownReason(options.mensagem)
              ? t(`hold.reasons.${options.mensagem}`)
              : t('notOffered.reserva')}
          </Alert>
        </>
      ) : placeHold ? (
        <placeHold.Form
          codAcervo={title.cod_acervo}
          options={options}
          suggested={
            soonest ? { biblioteca: soonest.cod_biblioteca, colecao: soonest.colecao } : undefined
          }
        />
      ) : (
        // Rendered without the app (no form provided): what a hold of this title asks for.
        <>
          <p>{t('hold.allOptions')}</p>
          <p>
            {t('hold.libraries', {
              list: options.bibliotecas.map((item) => item.desc_biblioteca).join('; '),
            })}
          </p>
        </>
      )}
    </>
  );
}

/**
 * The hold tab: sign in first, then why a hold is not possible, or the hold form (the holds
 * feature's, handed over by the app through the place-hold slot).
 */
export function HoldTab({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  const signedIn = useIsSignedIn();
  const query = useQuery({ ...titleQueries.holdOptions(title.cod_acervo), enabled: signedIn });
  if (!signedIn) return <SignInNeeded message={t('hold.signIn')} inline="embedded" />;
  return (
    <QueryView query={query}>
      {(options) => <HoldInformation options={options} title={title} />}
    </QueryView>
  );
}
