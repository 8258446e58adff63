import type { components } from '../src/api/generated/schema';

/** The contract's schemas: handlers answer with these, so a contract change the mock misses fails the type-check. */
export type Schemas = components['schemas'];
