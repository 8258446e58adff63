import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../../api/generated/model';
import { Alert } from '../../../../../design-system';
import { useIsSignedIn } from '../../../../stores/auth-store';
import { titleQueries } from '../../api/title-queries';
import { QueryView } from '../../../../lib/query-state/query-state';
import { SignInNeeded } from './sign-in-needed';

/** The loan-request tab: where the title can be lent from and what a request asks for. */
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
              <p>{t('loanRequest.allOptions')}</p>
              <Alert tone="info" live="none">
                {t('loanRequest.placeAtDesk')}
              </Alert>
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
