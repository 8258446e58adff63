import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../../../design-system';
import type * as GuideViewsModule from './guide-views';

type GuideViews = typeof GuideViewsModule;

let loaded: GuideViews | undefined;
let pending: Promise<GuideViews> | undefined;

/**
 * Fetches the guide forms and result lists. They are a chunk of their own because most visits
 * land on the bare home page, which shows neither; a visit to a results page starts this at
 * start-up (home-page.tsx), so by the time the page renders they are usually in.
 */
export function loadGuideViews(): Promise<GuideViews> {
  pending ??= import('./guide-views').then(
    (views) => (loaded = views),
    (error: unknown) => {
      pending = undefined; // the next call tries again
      throw error;
    },
  );
  return pending;
}

/**
 * The views once loaded, rendered at once when they already are (no fallback flash on a results
 * page); a failed fetch goes to the route's error page, like a page's own code failing.
 */
function useGuideViews(): GuideViews | undefined {
  const [views, setViews] = useState(loaded);
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!views)
      loadGuideViews().then(setViews, (error: unknown) =>
        setFailure(error instanceof Error ? error : new Error(String(error))),
      );
  }, [views]);
  if (failure) throw failure;
  return views;
}

export function LazyGuideForm(props: ComponentProps<GuideViews['GuideForm']>) {
  const views = useGuideViews();
  return views ? <views.GuideForm {...props} /> : <Loader fullPage={false} />;
}

export function LazyAdvancedSearchForm(props: ComponentProps<GuideViews['AdvancedSearchForm']>) {
  const views = useGuideViews();
  return views ? <views.AdvancedSearchForm {...props} /> : <Loader fullPage={false} />;
}

export function LazyGuideResults(props: ComponentProps<GuideViews['GuideResults']>) {
  const { t } = useTranslation('search');
  const views = useGuideViews();
  return views ? (
    <views.GuideResults {...props} />
  ) : (
    <Loader fullPage={false} message={t('results.loading')} />
  );
}
