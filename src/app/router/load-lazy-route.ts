import type { RouteObject } from 'react-router';

/**
 * A route's lazy parts, loaded (their chunks fetched): what `route.lazy` resolves to, whether it
 * is one function or an object of one function per part.
 */
export async function loadLazyRoute(route: RouteObject): Promise<object> {
  const { lazy } = route;
  if (!lazy) return {};
  if (typeof lazy === 'function') return lazy();
  return Object.fromEntries(
    await Promise.all(
      Object.entries(lazy).map(
        async ([key, load]: [string, unknown]): Promise<[string, unknown]> => [
          key,
          typeof load === 'function' ? await (load as () => Promise<unknown>)() : undefined,
        ],
      ),
    ),
  );
}
