import { readFileSync } from 'node:fs';
import { matchRequestUrl } from 'msw';

/** What the HTTP server needs to know of one operation of the contract. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path as an msw pattern under the contract's server URL (`*\/api/acervo/:id`). */
  pattern: string;
  /** The contract's security asks for a bearer token (no anonymous `{}` alternative). */
  needsToken: boolean;
}

type Security = Record<string, string[]>[];
interface Document {
  servers?: { url: string }[];
  security?: Security;
  paths: Record<string, Record<string, { operationId?: string; security?: Security }>>;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The operations of the bundled contract (`npm run generate` writes it, and it is committed),
 * read once at start-up rather than imported, so that no browser bundle ever carries it.
 */
export function loadContractOperations(
  file = new URL('../../src/api/generated/openapi.json', import.meta.url),
): ContractOperation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => httpMethods.has(method) && operation.operationId)
      .map(([method, operation]) => {
        const security = operation.security ?? document.security ?? [];
        return {
          operationId: operation.operationId ?? '',
          method: method.toUpperCase(),
          pattern: `*${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`,
          needsToken: security.length > 0 && security.every((need) => Object.keys(need).length > 0),
        };
      }),
  );
}

/**
 * Every operation whose method and path template fit the request: more than one when a
 * literal path (`/acervo/cesta-permanente`) also fits a template (`/acervo/{id}`).
 */
export const operationsAt = (
  operations: readonly ContractOperation[],
  method: string,
  url: URL,
): ContractOperation[] =>
  operations.filter(
    (operation) => operation.method === method && matchRequestUrl(url, operation.pattern).matches,
  );
