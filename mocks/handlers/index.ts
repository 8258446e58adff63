import { createTokenService } from '../auth/token-service';
import { defaultMockSettings, type MockSettings } from '../mock-settings';
import { authHandlers } from './auth';
import type { MockContext } from './context';
import { parametersHandlers } from './parameters';
import { createScenarioRegistry } from '../scenarios/scenario-registry';

/** One mock server's state and the msw handlers over it, one module per API domain. */
export function createMockBackend(settings: MockSettings = defaultMockSettings(), scenarios = '') {
  const context: MockContext = {
    settings,
    tokens: createTokenService(settings),
    scenarios: createScenarioRegistry(scenarios),
  };
  const handlers = [...authHandlers(context), ...parametersHandlers(context)];
  return { context, handlers };
}

export type MockBackend = ReturnType<typeof createMockBackend>;
