import { describe, expect, it } from 'vitest';
import { longTasksOf, type TraceEvent } from '../../perf/lighthouse/long-tasks';

const url = 'http://127.0.0.1:4627/?termo=romance';
const main = { pid: 7, tid: 7 };
const ms = 1000;
const start = 1_000_000;

const event = (name: string, at: number, duration: number, data?: Record<string, unknown>) =>
  ({
    ...main,
    ph: 'X',
    name,
    ts: start + at * ms,
    dur: duration * ms,
    args: { data },
  }) as TraceEvent;

const trace: TraceEvent[] = [
  // A frame of another page in the same renderer (an iframe) is not this navigation.
  {
    ...main,
    name: 'navigationStart',
    ts: start - 5 * ms,
    args: { data: { documentLoaderURL: '' } },
  },
  {
    ...main,
    name: 'navigationStart',
    ts: start,
    args: { data: { documentLoaderURL: url, navigationId: 'n1' } },
  },
  {
    ...main,
    name: 'firstContentfulPaint',
    ts: start + 100 * ms,
    args: { data: { navigationId: 'n1' } },
  },
  // Before the first paint: it delays the paint, TBT does not count it.
  event('RunTask', 20, 80),
  event('EvaluateScript', 20, 78),
  // Module evaluation after the paint: 120 ms, 70 of them blocking.
  event('RunTask', 300, 120),
  event('v8.evaluateModule', 301, 110, { url: 'http://127.0.0.1:4627/assets/vendor-abc.js' }),
  // A render: the function call outweighs its layout.
  event('RunTask', 900, 90),
  event('FunctionCall', 900, 70, { url: 'http://127.0.0.1:4627/assets/index-def.js?v=1' }),
  event('Layout', 975, 12),
  // Short: not a long task.
  event('RunTask', 1200, 49),
  // Another thread's long task is not the page's.
  { ...event('RunTask', 1300, 400), tid: 9 },
];

describe('long tasks of a traced page load', () => {
  it('lists the main thread tasks over 50 ms after the first paint, with what they ran', () => {
    const { tasks, blockingMs } = longTasksOf(trace, url);
    expect(tasks).toEqual([
      { startMs: 300, durationMs: 120, label: 'v8.evaluateModule vendor-abc.js' },
      { startMs: 900, durationMs: 90, label: 'FunctionCall index-def.js' },
    ]);
    expect(blockingMs).toBe(70 + 40);
  });

  it('says so when the trace has no navigation to the page', () => {
    expect(() => longTasksOf(trace, 'http://127.0.0.1:4627/acervo/7')).toThrow(/no navigation/);
  });
});
