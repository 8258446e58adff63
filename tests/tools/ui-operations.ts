import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which operations of the contract the UI calls. The UI reaches an operation through orval's
 * generated helpers (`get<Op>QueryOptions`, `get<Op>MutationOptions`, the plain `<op>(` function,
 * ...) or, for the few calls outside orval, through openapi-fetch with the contract's path
 * (`apiClient().POST('/acervo/exportar-cesta'`). Both are recognised in src/ outside the generated
 * code.
 */
export interface ContractOperationRef {
  operationId: string;
  method: string;
  path: string;
}

// Run from the repository's root (npm scripts and vitest both are).
const root = process.cwd();

export function contractOperations(): ContractOperationRef[] {
  const document = JSON.parse(
    readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation?.operationId === 'string')
      .map(([method, operation]) => ({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
      })),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The operations some module of src/ (outside the generated code) calls. */
export function operationsTheUiCalls(
  operations = contractOperations(),
  sources = sourceFiles(join(root, 'src')).map((file) => readFileSync(file, 'utf8')),
): Set<string> {
  const code = sources.join('\n');
  const called = new Set<string>();
  for (const { operationId, method, path } of operations) {
    const name = capitalised(operationId);
    const helpers = [
      `get${name}QueryOptions`,
      `get${name}InfiniteQueryOptions`,
      `get${name}SuspenseQueryOptions`,
      `get${name}MutationOptions`,
      `use${name}(`,
      `use${name}Suspense`,
      `use${name}Infinite`,
    ];
    const plainCall = new RegExp(`\\b${operationId}\\(`);
    const fetchCall = `.${method}('${path}'`;
    if (
      helpers.some((helper) => code.includes(helper)) ||
      plainCall.test(code) ||
      code.includes(fetchCall)
    ) {
      called.add(operationId);
    }
  }
  return called;
}

/**
 * The list of operations the UI does not call, each with its reason: the rows of the table under
 * "Operations the UI does not call" in docs/app-reference.md (`| \`operationId\` | reason |`).
 */
export function operationsListedAsUncalled(
  readme = readFileSync(join(root, 'docs/app-reference.md'), 'utf8'),
) {
  const start = readme.indexOf('### Operations the UI does not call');
  if (start < 0) return new Map<string, string>();
  const section = readme.slice(start).split(/\n#{2,3} /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `(\w+)` \| (.+?) \|$/gm)];
  return new Map(rows.map((row) => [row[1] as string, (row[2] as string).trim()]));
}

// Run directly: print the count and the operations without a caller.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const operations = contractOperations();
  const called = operationsTheUiCalls(operations);
  console.log(`The UI calls ${called.size} of ${operations.length} contract operations.`);
  for (const { operationId, method, path } of operations) {
    if (!called.has(operationId)) console.log(`  not called: ${operationId} (${method} ${path})`);
  }
}
