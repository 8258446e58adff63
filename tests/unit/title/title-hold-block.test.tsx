// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { paths, titleTabs, type RouteHandle } from '../../../src/config/paths';
import { PlaceHoldForm } from '../../../src/features/holds/components/place-hold-form';
import { TitlePage } from '../../../src/features/title/routes/title-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { PlaceHoldSlotProvider } from '../../../src/lib/place-hold-slot/place-hold-slot';
import { authActions } from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { stubMatchMedia } from '../support/stub-match-media';
import { signIn } from './title-harness';

/*
 * Issue 39: on a title whose copies are all out, the page's first screen says where the copies
 * are and offers the hold; the hold opens right there with its defaults chosen and the queue
 * already checked, so the patron confirms in one step.
 */
beforeAll(stubMatchMedia);

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
const slow = { timeout: 15_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
});
afterEach(cleanup);

// The title page as the app composes it: the holds feature's form in the hold slot.
const page = (
  <PlaceHoldSlotProvider value={{ Form: PlaceHoldForm }}>
    <TitlePage />
  </PlaceHoldSlotProvider>
);
const routes: RouteObject[] = [
  { path: paths.login.pattern, element: <p>login page</p> },
  { path: paths.title.pattern, element: page },
  ...titleTabs.map((tab): RouteObject => ({
    path: `${paths.title.pattern}/${tab}`,
    handle: { titleTab: tab } satisfies RouteHandle,
    element: page,
  })),
];
const renderAt = (url: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  renderRouter(router, { i18n: i18nInstance, queryClient: createQueryClient() });
  return router;
};
/** Of mice and men: every copy on loan, holds allowed, leitor holds none of it. */
const holdable = 155;

describe('the availability block of a title whose copies are all out', { timeout: 60_000 }, () => {
  it('sends a visitor to sign in, coming back to the hold', async () => {
    renderAt(paths.title.href(holdable));
    const block = await screen.findByRole('region', { name: 'Disponibilidade' }, slow);
    expect(await within(block).findAllByText('Emprestado', undefined, slow)).not.toHaveLength(0);
    expect(await within(block).findByRole('link', { name: 'Reservar' }, slow)).toHaveAttribute(
      'href',
      '/login?redirect=%2Facervo%2F155%2Freserva',
    );
  });

  it('places a signed-in patron’s hold in one step: defaults, queue position, confirm', async () => {
    await signIn(i18nInstance);
    const user = userEvent.setup();
    const router = renderAt(paths.title.href(holdable));
    const block = await screen.findByRole('region', { name: 'Disponibilidade' }, slow);
    await user.click(await within(block).findByRole('link', { name: 'Reservar' }, slow));
    expect(router.state.location.pathname).toBe('/acervo/155/reserva');

    // The queue is checked with the defaults before anything is asked.
    expect(
      await within(block).findByText(/^Você será o nº \d+ da fila \(/, undefined, slow),
    ).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Mais opções' })).toBeTruthy();
    // One form on the page: the tab points to it.
    expect(
      await screen.findByText(
        'A reserva é feita no início da página, em Disponibilidade.',
        undefined,
        slow,
      ),
    ).toBeTruthy();

    await user.click(within(block).getByRole('button', { name: 'Confirmar reserva' }));
    expect(await within(block).findByText('Reserva realizada.', undefined, slow)).toBeTruthy();
  });
});
