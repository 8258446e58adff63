import { setupServer } from 'msw/node';
import { createMockBackend } from './handlers';
import { defaultMockSettings, type MockSettings } from './mock-settings';

/** The mock backend in Node (vitest): a fresh state per call. */
export function createMockServer(overrides: Partial<MockSettings> = {}) {
  const backend = createMockBackend(
    { ...defaultMockSettings(process.env), ...overrides },
    process.env.MOCK_SCENARIOS ?? '',
  );
  const server = setupServer(...backend.handlers);
  return { ...backend, server };
}
