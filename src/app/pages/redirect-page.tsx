import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { externalAccessQueries } from '../../features/personal-area/api/external-access-queries';
import { ExternalAccess } from './external-access';

/**
 * `/redirecionamento` (the spec's "redirect page"; our choice of what it does, from the
 * contract): carries the signed-in patron to the address `GET /pessoas/meu-portal/redirect`
 * answers, the personal area already signed in. With `?base=<slug>` it first chooses that
 * external publisher base (`PUT /pessoas/meu-portal/redirect-base`, which answers the address).
 * Both calls need the patron token, so the route requires sign-in.
 */
export function RedirectPage() {
  const { t } = useTranslation('personal-area');
  const [search] = useSearchParams();
  const base = search.get('base')?.trim() || null;
  return (
    <ExternalAccess
      title={t('redirect.title')}
      working={t('redirect.working')}
      query={externalAccessQueries.redirect(base)}
      // A publisher base is an e-book provider; the portal itself is the institution's sign-in.
      flow={base ? 'ebook' : 'signIn'}
    />
  );
}
