import { useTranslation } from 'react-i18next';
import { Loader } from '../../../design-system';

/** What a page shows while its code (and the data its loader prefetches) arrives. */
export function PageLoading() {
  const { t } = useTranslation('personal-area');
  return <Loader fullPage={false} message={t('shell.pageLoading')} />;
}
