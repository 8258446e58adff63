import type { StandardSchemaV1 } from '../schema';

/**
 * What the db needs to know about one collection. Every collection names the field that
 * identifies a record (its API code, e.g. `cod_acervo`) because @msw/data keeps its own
 * primary keys private, and the reset journal must find records again after a test changed them.
 */
export interface CollectionDefinition<
  T extends object,
  K extends keyof T & string = keyof T & string,
> {
  name: string;
  key: K;
  schema: StandardSchemaV1<T, T>;
}

export function defineCollection<T extends object, K extends keyof T & string>(
  definition: CollectionDefinition<T, K>,
): CollectionDefinition<T, K> {
  return definition;
}
