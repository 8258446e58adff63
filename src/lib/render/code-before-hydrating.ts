/**
 * Code a page renders at once when it is already loaded, and a fallback for otherwise (the
 * guide views of the results page, lazy-guide-views.tsx). A page the server rendered holds
 * that code's markup: hydrated before the code is in, the first render shows the fallback
 * where the markup has the results, and React throws the server's page away (React #418, the
 * server e2e suite's flaky results page on a busy machine). Such a load, started when its page's
 * module is evaluated, is registered here and awaited before hydrating
 * (src/app/router/create-app-router.ts).
 */
const pending = new Set<Promise<unknown>>();

/** Registers a load the first render reads synchronously once it is done. A failure is the page's. */
export function codeBeforeHydrating(load: Promise<unknown>): void {
  const settled = load.catch(() => undefined);
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/** Resolves once every registered load has settled. */
export async function codeForHydration(): Promise<void> {
  await Promise.all(pending);
}
