import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../../api/generated/model';
import { Alert, Skeleton } from '../../../../../design-system';
import { useIsSignedIn } from '../../../../stores/auth-store';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';
import { LoanRequestForm } from './loan-request-form';
import { SignInNeeded } from './sign-in-needed';

/**
 * The loan-request tab: sign in first, then where the title can be lent from and the request
 * form. The form's texts are a namespace of their own, fetched with the tab (a local suspense
 * keeps the rest of the title page on screen meanwhile).
 */
export function LoanRequestTab({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  const signedIn = useIsSignedIn();
  const query = useQuery({
    ...titleQueries.loanRequestOptions(title.cod_acervo),
    enabled: signedIn,
  });
  if (!signedIn) return <SignInNeeded message={t('loanRequest.signIn')} inline="modal" />;
  return (
    <QueryView query={query}>
      {(options) => (
        <>
          <p>
            {t('availability', {
              available: title.exemplares.disponiveis,
              total: title.exemplares.total,
            })}
          </p>
          {options.bibliotecas_origem.length ? (
            <>
              <p>
                {t('loanRequest.lenders', {
                  list: options.bibliotecas_origem.map((item) => item.desc_biblioteca).join('; '),
                })}
              </p>
              <Suspense fallback={<Skeleton lines={6} />}>
                <LoanRequestForm codAcervo={title.cod_acervo} options={options} />
              </Suspense>
            </>
          ) : (
            <Alert tone="warning" live="none">
              {t('notOffered.solicitacao-emprestimo')}
            </Alert>
          )}
        </>
      )}
    </QueryView>
  );
}
