import type { DriftKind } from '../../contract/openapi-contract';
import { driftCount, type OperationResult, type ProbeResult } from './probe';

/** What each drift kind means, in the words the reports and the README use. */
export const driftKinds: Record<DriftKind, string> = {
  'undocumented-status': 'undocumented status: the contract does not list this status',
  'schema-mismatch': 'schema mismatch: the body departs from its schema (at the JSON pointer)',
  'wrong-content-type': 'wrong content type: a media type the contract does not declare',
  'missing-error-body': 'missing Error body: a non-2xx answer without the Error body',
  timeout: 'timeout: no answer in time (or no answer at all)',
};

const conforming = (r: OperationResult) => r.exchanges.filter((e) => e.drift.length === 0).length;

/** Drift kinds of an operation with how often each occurred, e.g. `schema-mismatch ×2 (/0/sigla)`. */
export function driftSummary(result: OperationResult): string {
  const kinds = new Map<DriftKind, { count: number; pointers: Set<string> }>();
  for (const exchange of result.exchanges)
    for (const drift of exchange.drift) {
      const entry = kinds.get(drift.kind) ?? { count: 0, pointers: new Set<string>() };
      entry.count++;
      if (drift.pointer !== undefined) entry.pointers.add(drift.pointer || '/');
      kinds.set(drift.kind, entry);
    }
  return [...kinds]
    .map(([kind, { count, pointers }]) => {
      const where = [...pointers].slice(0, 3).join(' ');
      return `${kind} ×${count}${where ? ` (${where})` : ''}`;
    })
    .join('; ');
}

/** The terminal table: one line per operation, then the totals. */
export function terminalTable(result: ProbeResult): string {
  const rows = result.results.map((r) => [
    r.operationId,
    `${r.method} ${r.template}`,
    String(r.exchanges.length),
    String(conforming(r)),
    r.skipped ? `skipped: ${r.skipped}` : driftSummary(r) || 'ok',
  ]);
  const header = ['operation', 'request', 'sent', 'conforming', 'drift'];
  const widths = header.map((h, i) =>
    Math.min(i === 4 ? 200 : 60, Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 2 || i === 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const sent = result.results.reduce((n, r) => n + r.exchanges.length, 0);
  const probed = result.results.filter((r) => !r.skipped).length;
  const drift = driftCount(result);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...result.tokens.problems.map((p) => `token drift: ${p}`),
    `${probed} operations probed (${result.results.length - probed} skipped), ${sent} requests, ` +
      `${(result.durationMs / 1000).toFixed(1)} s, ${drift} drift against ${result.baseUrl}`,
  ].join('\n');
}

/** Text safe in XML: markup escaped, and the control characters XML 1.0 forbids left out. */
const xml = (text: string) =>
  [...text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)]
    .filter((c) => c.charCodeAt(0) >= 0x20 || c === '\n' || c === '\r' || c === '\t')
    .join('');

/** JUnit XML: one test case per operation, a failure per drifting answer. */
export function junitXml(result: ProbeResult): string {
  const cases = result.results.map((r) => {
    const name = `${r.operationId} (${r.method} ${r.template})`;
    const time = (r.durationMs / 1000).toFixed(3);
    const failures = r.exchanges
      .filter((e) => e.drift.length)
      .map(
        (e) =>
          `    <failure type="${xml(e.drift.map((d) => d.kind).join(' '))}" message="${xml(
            `${e.method} ${e.url} → ${e.status ?? 'no answer'}`,
          )}">${xml(e.drift.map((d) => `${d.kind}${d.pointer !== undefined ? ` at ${d.pointer || '/'}` : ''}: ${d.message}`).join('\n'))}</failure>`,
      );
    const body = r.skipped ? [`    <skipped message="${xml(r.skipped)}"/>`] : failures;
    return `  <testcase classname="contract.${xml(r.tags[0] ?? 'untagged')}" name="${xml(name)}" time="${time}"${
      body.length ? `>\n${body.join('\n')}\n  </testcase>` : '/>'
    }`;
  });
  const failures = result.results.filter((r) => r.exchanges.some((e) => e.drift.length)).length;
  const skipped = result.results.filter((r) => r.skipped).length;
  const tokenCase = result.tokens.problems.length
    ? [
        `  <testcase classname="contract.auth" name="tokens"><failure type="token" message="${xml(
          result.tokens.problems.join('; '),
        )}"/></testcase>`,
      ]
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="contract-probe ${xml(result.baseUrl)}" tests="${result.results.length + tokenCase.length}" failures="${failures + tokenCase.length}" errors="0" skipped="${skipped}" time="${(result.durationMs / 1000).toFixed(3)}" timestamp="${result.startedAt}">`,
    ...tokenCase,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}

const html = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained HTML page (no script, no external asset) a CI job can publish. */
export function htmlReport(result: ProbeResult): string {
  const sent = result.results.reduce((n, r) => n + r.exchanges.length, 0);
  const drift = driftCount(result);
  const drifting = result.results.filter((r) => r.exchanges.some((e) => e.drift.length));
  const rows = result.results
    .map((r) => {
      const state = r.skipped
        ? 'skipped'
        : r.exchanges.some((e) => e.drift.length)
          ? 'drift'
          : 'ok';
      const details = r.exchanges
        .map(
          (e) =>
            `<tr class="${e.drift.length ? 'drift' : 'ok'}"><td>${e.origin}</td><td><code>${html(
              `${e.method} ${e.url}`,
            )}</code></td><td>${e.status ?? '—'}</td><td>${html(e.contentType ?? '')}</td><td>${
              e.durationMs
            } ms</td><td>${
              e.drift
                .map(
                  (d) =>
                    `<strong>${d.kind}</strong>${
                      d.pointer !== undefined ? ` at <code>${html(d.pointer || '/')}</code>` : ''
                    }: ${html(d.message)}`,
                )
                .join('<br>') || 'conforms'
            }</td></tr>`,
        )
        .join('');
      const missing = r.missingExamples.length
        ? `<p class="note">No example in the contract for: ${html(r.missingExamples.join(', '))}</p>`
        : '';
      return `<details id="${html(r.operationId)}"${state === 'drift' ? ' open' : ''}><summary><span class="badge ${state}">${
        state === 'ok' ? 'conforms' : state
      }</span> <strong>${html(r.operationId)}</strong> <code>${html(`${r.method} ${r.template}`)}</code> — ${
        r.exchanges.length
      } sent, ${conforming(r)} conforming${r.skipped ? ` — ${html(r.skipped)}` : ''}${
        state === 'drift' ? ` — ${html(driftSummary(r))}` : ''
      }</summary>${missing}${
        r.exchanges.length
          ? `<table><thead><tr><th>origin</th><th>request</th><th>status</th><th>content type</th><th>time</th><th>finding</th></tr></thead><tbody>${details}</tbody></table>`
          : ''
      }</details>`;
    })
    .join('\n');
  const legend = Object.entries(driftKinds)
    .map(
      ([kind, text]) => `<li><strong>${kind}</strong> — ${html(text.split(': ')[1] ?? text)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract probe: ${html(result.baseUrl)}</title>
<style>
  :root { color-scheme: light dark; --ok: #1a7f37; --drift: #b42318; --skip: #6b7280; }
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 75rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .summary { display: flex; gap: 1rem; flex-wrap: wrap; margin: 1rem 0; padding: 0; list-style: none; }
  .summary li { border: 1px solid #8884; border-radius: .5rem; padding: .5rem 1rem; }
  .summary strong { display: block; font-size: 1.4rem; }
  details { border: 1px solid #8884; border-radius: .5rem; margin: .35rem 0; padding: .35rem .75rem; }
  summary { cursor: pointer; }
  code { font: 13px/1.4 ui-monospace, monospace; overflow-wrap: anywhere; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: 14px; }
  th, td { border-bottom: 1px solid #8883; padding: .25rem .5rem; text-align: left; vertical-align: top; }
  tr.drift td { background: #b4231814; }
  .badge { border-radius: 1rem; color: #fff; font-size: 12px; font-weight: 600; padding: .1rem .6rem; }
  .badge.ok { background: var(--ok); } .badge.drift { background: var(--drift); } .badge.skipped { background: var(--skip); }
  .verdict.drift { color: var(--drift); } .verdict.ok { color: var(--ok); }
  .note { color: var(--skip); margin: .25rem 0; }
</style>
</head>
<body>
<main>
<h1>Contract probe</h1>
<p>${html(result.baseUrl)} — started ${html(result.startedAt)}, ${(result.durationMs / 1000).toFixed(1)} s.
Reads${result.options.includeWrites ? ' and writes' : ' only'}; at most ${result.options.maxRequests ?? 6} requests per operation.</p>
<p class="verdict ${drift ? 'drift' : 'ok'}"><strong>${drift ? `${drift} drift in ${drifting.length} operations` : 'No drift: every answer conforms to the contract.'}</strong></p>
<ul class="summary">
<li><strong>${result.results.filter((r) => !r.skipped).length}</strong>operations probed</li>
<li><strong>${result.results.filter((r) => r.skipped).length}</strong>skipped</li>
<li><strong>${sent}</strong>requests</li>
<li><strong>${drift}</strong>drift</li>
<li><strong>${result.tokens.public ? 'yes' : 'no'} / ${result.tokens.patron ? 'yes' : 'no'}</strong>public / patron token</li>
</ul>
${result.tokens.problems.map((p) => `<p class="verdict drift">Token: ${html(p)}</p>`).join('\n')}
${
  drifting.length
    ? `<h2>Drift</h2><table><thead><tr><th>operation</th><th>request</th><th>conforming</th><th>drift</th></tr></thead><tbody>${drifting
        .map(
          (r) =>
            `<tr class="drift"><td><a href="#${html(r.operationId)}">${html(r.operationId)}</a></td><td><code>${html(
              `${r.method} ${r.template}`,
            )}</code></td><td>${conforming(r)} of ${r.exchanges.length}</td><td>${html(driftSummary(r))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
<h2>Operations</h2>
${rows}
<h2>Drift kinds</h2>
<ul>${legend}</ul>
</main>
</body>
</html>
`;
}
