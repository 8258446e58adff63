import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { RouterProvider as AriaRouterProvider } from '../../../design-system';
import { DesignSystemBridge } from '../../../src/app/design-system-bridge';
import { NotificationRegion } from '../../../src/app/errors/notification-region';

/**
 * Renders a memory router inside the providers the app gives its pages: translations, the
 * design system's settings and router, react-query, and (optionally) the toast region.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  {
    i18n: i18nInstance,
    queryClient,
    withNotifications = false,
  }: { i18n: i18n; queryClient: QueryClient; withNotifications?: boolean },
) {
  return render(
    <I18nextProvider i18n={i18nInstance}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          <AriaRouterProvider navigate={(to) => void router.navigate(to)}>
            <RouterProvider router={router} />
            {withNotifications ? <NotificationRegion /> : null}
          </AriaRouterProvider>
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>,
  );
}
