import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { driftCount, runProbe } from './probe';
import { htmlReport, junitXml, terminalTable } from './reports';

/**
 * `npm run contract:probe -- --base-url <URL>`: checks a live server against the contract.
 * Prints a table, writes reports/contract/probe.xml (JUnit), probe.html and probe.json, exits 1 on drift
 * and 2 on a usage error. See tests/tools/contract/README.md.
 */
const usage = `usage: npm run contract:probe -- --base-url <URL> [options]

  --base-url <URL>          the server's API root, e.g. http://127.0.0.1:9090/api (env CONTRACT_BASE_URL);
                            required: the probe has no default host
  --username, --password    a patron account, for patron-only operations
                            (env CONTRACT_USERNAME, CONTRACT_PASSWORD)
  --client-id, --client-secret  the public client of the client_credentials grant
                            (env CONTRACT_CLIENT_ID, CONTRACT_CLIENT_SECRET; default catalogo-publico)
  --include-writes          also send POST/PUT/DELETE (never without it)
  --operations a,b          only these operationIds
  --tags a,b                only operations with these tags
  --max-requests N          requests per operation, examples first (default 6)
  --timeout MS              per request (default 10000)
  --time-limit MS           per operation (default 30000)
  --concurrency N           read operations at once (default 4)
  --seed N                  seed of the generated values (default 20261125)
  --out DIR                 where the reports go (default reports/contract)
`;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const number = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} takes a number`);
  return parsed;
};

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'include-writes': { type: 'boolean', default: false },
      operations: { type: 'string' },
      tags: { type: 'string' },
      'max-requests': { type: 'string' },
      timeout: { type: 'string' },
      'time-limit': { type: 'string' },
      concurrency: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string', default: 'reports/contract' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const baseUrl = values['base-url'] ?? process.env.CONTRACT_BASE_URL;
  if (!baseUrl) {
    console.error(`contract:probe: name the server to probe.\n\n${usage}`);
    return 2;
  }
  const result = await runProbe({
    baseUrl,
    username: values.username ?? process.env.CONTRACT_USERNAME,
    password: values.password ?? process.env.CONTRACT_PASSWORD,
    clientId: values['client-id'] ?? process.env.CONTRACT_CLIENT_ID,
    clientSecret: values['client-secret'] ?? process.env.CONTRACT_CLIENT_SECRET,
    includeWrites: values['include-writes'],
    operations: list(values.operations),
    tags: list(values.tags),
    maxRequests: number(values['max-requests'], 'max-requests'),
    requestTimeout: number(values.timeout, 'timeout'),
    operationTimeLimit: number(values['time-limit'], 'time-limit'),
    concurrency: number(values.concurrency, 'concurrency'),
    seed: number(values.seed, 'seed'),
  });
  if (result.results.length === 0) {
    console.error('contract:probe: no operation matches --operations/--tags');
    return 2;
  }
  console.log(terminalTable(result));
  mkdirSync(values.out, { recursive: true });
  writeFileSync(join(values.out, 'probe.xml'), junitXml(result));
  writeFileSync(join(values.out, 'probe.html'), htmlReport(result));
  writeFileSync(join(values.out, 'probe.json'), JSON.stringify(result, null, 2));
  console.log(`reports: ${join(values.out, 'probe.xml')}, ${join(values.out, 'probe.html')}`);
  return driftCount(result) > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`contract:probe: ${(error as Error).message}`);
    if (process.env.CONTRACT_DEBUG) console.error(error);
    process.exitCode = 2;
  },
);
