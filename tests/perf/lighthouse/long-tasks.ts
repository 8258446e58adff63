/**
 * The long tasks of a page load, read from a Chromium trace recorded with `traceCategories`
 * (as `npm run perf` records its throttled loads).
 *
 * Lighthouse's TBT is simulated from an unthrottled load (Lantern); this is the blocking time of
 * a load that really ran at 4x CPU and a slow network, task by task, with what each task spent
 * most of its time on. It is what to look at before changing code for TBT: which task is long,
 * and whether it is script evaluation, a React render, a timer or the frame's layout and paint.
 */

/** What a trace needs for `longTasksOf`. */
export const traceCategories = [
  // The tasks.
  'disabled-by-default-devtools.timeline',
  // What ran in them.
  'devtools.timeline',
  // The navigation and its first contentful paint.
  'blink.user_timing',
  'loading',
];

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LongTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  /** What the task spent the most time in, and the script it ran, if any. */
  label: string;
}

export interface LongTasks {
  /** Sum over the tasks after the first contentful paint of their time beyond 50 ms. */
  blockingMs: number;
  tasks: LongTask[];
}

/** A task is long from 50 ms on (the Long Tasks API's threshold, and TBT's). */
const LONG_MS = 50;

/** Work inside a task that names it: script (with its file), timers, frames, layout, GC. */
const labelled = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

const fileOf = (url: unknown) =>
  typeof url === 'string' && url ? (url.split('/').pop()?.split('?')[0] ?? '') : '';

/**
 * The long tasks of the navigation to `pageUrl` on its renderer's main thread, from its first
 * contentful paint on (the window TBT counts; tasks before it delay the paint instead).
 */
export function longTasksOf(events: readonly TraceEvent[], pageUrl: string): LongTasks {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new Error(`no navigation to ${pageUrl} in the trace`);
  const navigationId = navigation.args?.data?.navigationId;
  const firstPaint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === navigationId,
  );
  const from = firstPaint?.ts ?? navigation.ts;
  const onMainThread = events.filter(
    (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X',
  );
  const tasks = onMainThread
    .filter(
      (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_MS * 1000 && event.ts >= from,
    )
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMainThread.filter(
        (event) =>
          event !== task &&
          labelled.has(event.name) &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end,
      );
      // A label, not a measure: nested events of one name may add up to more than the task.
      const spent = new Map<string, number>();
      for (const event of inside) {
        const file = fileOf(event.args?.data?.url);
        const key = file ? `${event.name} ${file}` : event.name;
        spent.set(key, (spent.get(key) ?? 0) + (event.dur ?? 0));
      }
      const [label = 'other'] = [...spent].sort((a, b) => b[1] - a[1])[0] ?? [];
      return {
        startMs: (task.ts - navigation.ts) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        label,
      };
    });
  return {
    blockingMs: tasks.reduce((sum, task) => sum + task.durationMs - LONG_MS, 0),
    tasks,
  };
}
