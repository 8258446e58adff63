import { setupServer } from 'msw/node';
import { createMockBackend } from './handlers';
import { defaultMockSettings, type MockSettings } from './mock-settings';
import { scenarioByName } from './scenarios/named-scenarios';

/** The mock backend in Node (vitest): a fresh state per call. */
export async function createMockServer(overrides: Partial<MockSettings> = {}) {
  const backend = await createMockBackend(
    { ...defaultMockSettings(process.env), ...overrides },
    process.env.MOCK_SCENARIOS ?? scenarioByName(process.env.MOCK_SCENARIO)?.scenario ?? '',
  );
  const server = setupServer(...backend.handlers);
  return { ...backend, server };
}
