import { useTranslation } from 'react-i18next';
import { Loader } from '../../../design-system';
import { useTakingLong } from '../../lib/query-state/use-taking-long';

/**
 * What a page shows while its code (and the data its loader prefetches) arrives; after 10 s it
 * says that this is taking longer than usual (the loader's own reads retry by themselves).
 */
export function PageLoading() {
  const { t } = useTranslation(['personal-area', 'catalogue']);
  const slow = useTakingLong(true);
  return (
    <Loader
      fullPage={false}
      message={slow ? t('catalogue:errors.slow') : t('personal-area:shell.pageLoading')}
    />
  );
}
