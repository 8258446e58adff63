import { createRng, hashString } from '../db/prng';

/**
 * Chaos mode: the network a patron really has, replayable. Written `<seed>:<rate>:<maxLatencyMs>`
 * (`?mockChaos=` in the browser, MOCK_CHAOS for `npm run mock:server` and vitest): with
 * probability `rate` a call answers 500, 503, 429 with `Retry-After`, fails at the network level,
 * or times out after the server applied it (a write that happened, whose answer was lost); every
 * call waits a random latency up to `maxLatencyMs`.
 *
 * A decision depends only on the seed, the operation and how many times that operation has been
 * called, never on the order in which concurrent calls arrive: the same seed replays the same
 * faults even when a page's parallel reads race each other.
 */
export interface ChaosSettings {
  seed: string;
  /** Probability, 0 to 1, that a call fails. */
  rate: number;
  maxLatencyMs: number;
}

export type ChaosFault =
  'status-500' | 'status-503' | 'status-429' | 'network' | 'timeout-after-write';

export interface ChaosDecision {
  latencyMs: number;
  fault: ChaosFault | null;
  /** Seconds the 429 asks the client to wait. */
  retryAfterSeconds: number;
}

const faults: readonly ChaosFault[] = [
  'status-500',
  'status-503',
  'status-429',
  'network',
  'timeout-after-write',
];

/** `42:0.2:800` → the settings; anything malformed (or a rate outside 0–1) is no chaos. */
export function parseChaos(text: string | null | undefined): ChaosSettings | null {
  const match = (text ?? '').trim().match(/^([\w-]+):(\d*\.?\d+):(\d+)$/);
  if (!match) return null;
  const [, seed = '', rate = '', latency = ''] = match;
  const probability = Number(rate);
  if (!(probability >= 0 && probability <= 1)) return null;
  return { seed, rate: probability, maxLatencyMs: Number(latency) };
}

export const formatChaos = (settings: ChaosSettings) =>
  `${settings.seed}:${settings.rate}:${settings.maxLatencyMs}`;

/** Operations chaos leaves alone: taking them down would test nothing but the sign-in screen. */
const spared = new Set(['revokeToken']);

export function createChaos(settings: ChaosSettings | null) {
  const calls = new Map<string, number>();
  let current = settings;

  /** The fate of the next call of `operationId` (null when chaos is off). */
  function decide(operationId: string): ChaosDecision | null {
    if (!current || spared.has(operationId)) return null;
    const nth = (calls.get(operationId) ?? 0) + 1;
    calls.set(operationId, nth);
    const rng = createRng(hashString(`${current.seed}|${operationId}|${nth}`));
    const latencyMs = Math.floor(rng.next() * (current.maxLatencyMs + 1));
    const failing = rng.next() < current.rate;
    const fault = failing ? rng.pick(faults) : null;
    return { latencyMs, fault, retryAfterSeconds: rng.int(1, 2) };
  }

  return {
    decide,
    settings: () => current,
    /** New settings (QA panel): the count of calls starts again, so the seed replays from its start. */
    set(next: ChaosSettings | null) {
      current = next;
      calls.clear();
    },
  };
}

export type Chaos = ReturnType<typeof createChaos>;
