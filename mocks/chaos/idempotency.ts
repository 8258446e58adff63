/**
 * `Idempotency-Key` on writes (designed, `x-inferred`; see openapi/components/parameters):
 * the first call with a key is applied and its answer kept; a later call with the same key, by
 * the same patron, for the same operation gets that answer again and changes nothing. A call
 * arriving while the first is still being answered waits for it, so two racing retries cannot
 * both write. Keys are kept for the life of the mock (a real server would expire them after a
 * day or so).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export function createIdempotencyStore() {
  // null: the first call did not write (an error answer), so a waiting one applies itself.
  const answers = new Map<string, Promise<KeptAnswer | null>>();

  const replay = (kept: KeptAnswer) =>
    new Response(kept.body.byteLength ? kept.body.slice(0) : null, {
      status: kept.status,
      headers: [...kept.headers, ['Idempotency-Replayed', 'true']],
    });

  async function answer(
    scope: string,
    apply: () => Promise<Response>,
  ): Promise<{ response: Response; replayed: boolean }> {
    const known = answers.get(scope);
    if (known) {
      const kept = await known;
      if (kept) return { response: replay(kept), replayed: true };
      return answer(scope, apply);
    }
    let settle!: (kept: KeptAnswer | null) => void;
    answers.set(scope, new Promise((resolve) => (settle = resolve)));
    let response: Response;
    try {
      response = await apply();
    } catch (error) {
      answers.delete(scope);
      settle(null);
      throw error;
    }
    // Only a write that happened is kept: after a refusal or a server error the same key may
    // try again for real.
    if (!response.ok) {
      answers.delete(scope);
      settle(null);
      return { response, replayed: false };
    }
    settle({
      status: response.status,
      headers: [...response.headers],
      body: await response.clone().arrayBuffer(),
    });
    return { response, replayed: false };
  }

  return {
    /**
     * The answer for `scope` (operation, caller and key): `apply` runs only for the first call
     * that writes; `replayed` says whether this one was answered from it.
     */
    answer,
    clear: () => answers.clear(),
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
