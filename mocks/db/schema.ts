/**
 * A minimal Standard Schema (https://standardschema.dev) for @msw/data collections.
 * No schema library is a declared dependency, and the records are typed in TypeScript
 * already, so the runtime check stays cheap: it only verifies that the listed keys have the
 * expected primitive kind. Seeding 10k titles through a full validator would blow the
 * seed-time budget.
 */

/** The Standard Schema v1 interface, copied as its authors recommend for libraries. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) =>
      | { readonly value: Output; readonly issues?: undefined }
      | {
          readonly issues: ReadonlyArray<{
            readonly message: string;
            readonly path?: ReadonlyArray<PropertyKey>;
          }>;
        };
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

export type FieldKind =
  'string' | 'number' | 'boolean' | 'object' | 'array' | 'string?' | 'number?' | 'object?';

function matches(value: unknown, kind: FieldKind): boolean {
  const optional = kind.endsWith('?');
  if (optional && value === null) return true;
  const base = optional ? kind.slice(0, -1) : kind;
  if (base === 'array') return Array.isArray(value);
  if (base === 'object') return typeof value === 'object' && value !== null;
  return typeof value === base;
}

export function recordSchema<T extends object>(
  name: string,
  fields: Partial<Record<keyof T & string, FieldKind>>,
): StandardSchemaV1<T, T> {
  const entries = Object.entries(fields) as Array<[string, FieldKind]>;
  return {
    '~standard': {
      version: 1,
      vendor: 'library-catalogue-mocks',
      validate(value) {
        if (typeof value !== 'object' || value === null) {
          return { issues: [{ message: `${name}: a record must be an object` }] };
        }
        const record = value as Record<string, unknown>;
        for (const [key, kind] of entries) {
          if (!matches(record[key], kind)) {
            return { issues: [{ message: `${name}.${key} must be ${kind}`, path: [key] }] };
          }
        }
        return { value: value as T };
      },
    },
  };
}
