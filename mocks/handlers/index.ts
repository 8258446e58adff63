import { createTokenService } from '../auth/token-service';
import { createSeededDb } from '../db';
import { defaultMockSettings, type MockSettings } from '../mock-settings';
import { authHandlers } from './auth';
import type { MockContext } from './context';
import { parametersHandlers } from './parameters';
import { peopleHandlers } from './people';
import { loansHandlers } from './loans';
import { libraryUnitsHandlers } from './library-units';
import { commentsHandlers } from './comments';
import { holdsHandlers } from './holds';
import { requestsHandlers } from './requests';
import { loanRequestsHandlers } from './loan-requests';
import { interestProfileHandlers } from './interest-profile';
import { acquisitionHandlers } from './acquisition';
import { searchHandlers } from './search';
import { catalogueHandlers } from './catalogue';
import { kardexHandlers } from './kardex';
import { authorityHandlers } from './authority';
import { publicListingHandlers } from './public-listing';
import { networkHandlers } from './network';
import { coverHandlers, linksHandlers } from './links';
import { createScenarioRegistry } from '../scenarios/scenario-registry';
import { createChaos } from '../chaos/chaos';
import { createWriteJournal } from '../chaos/write-journal';
import { createIdempotencyStore } from '../chaos/idempotency';

/** One mock server's state and the msw handlers over it, one module per API domain. */
export async function createMockBackend(
  settings: MockSettings = defaultMockSettings(),
  scenarios = '',
) {
  const context: MockContext = {
    settings,
    tokens: createTokenService(settings),
    scenarios: createScenarioRegistry(scenarios),
    served: new Set(),
    db: await createSeededDb(),
    chaos: createChaos(settings.chaos),
    writes: createWriteJournal(),
    idempotency: createIdempotencyStore(),
  };
  const handlers = [
    ...authHandlers(context),
    ...parametersHandlers(context),
    ...holdsHandlers(context),
    ...requestsHandlers(context),
    ...loanRequestsHandlers(context),
    ...interestProfileHandlers(context),
    ...acquisitionHandlers(context),
    ...peopleHandlers(context),
    ...loansHandlers(context),
    ...libraryUnitsHandlers(context),
    ...commentsHandlers(context),
    ...searchHandlers(context),
    ...catalogueHandlers(context),
    ...kardexHandlers(context),
    ...authorityHandlers(context),
    ...publicListingHandlers(context),
    ...networkHandlers(context),
    ...linksHandlers(context),
    ...coverHandlers(context),
  ];
  return { context, handlers };
}

export type MockBackend = Awaited<ReturnType<typeof createMockBackend>>;
