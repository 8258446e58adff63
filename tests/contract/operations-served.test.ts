import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mocks/handlers';
import { allOperations } from './openapi-contract';

describe('the mock serves the whole contract', () => {
  it('has a handler for every operation of the OpenAPI document, and none outside it', async () => {
    const { context } = await createMockBackend();
    const contract = new Set(allOperations.map((operation) => operation.operationId));
    const missing = [...contract].filter((id) => !context.served.has(id)).sort();
    const unknown = [...context.served].filter((id) => !contract.has(id)).sort();
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });
});
