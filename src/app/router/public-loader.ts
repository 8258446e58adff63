import type { Params } from 'react-router';

/** What a public loader reads of react-router's arguments: the address and its parameters. */
export interface PublicLoaderArgs {
  request: Request;
  params: Params;
}

export type PublicLoader = (args: PublicLoaderArgs) => unknown;

const publicMark = Symbol('public loader');

/**
 * Marks a route's loader as one that only prefetches public catalogue data (the title, a page of
 * results, an authority, the institution's pages), so start-up may run it for the address the
 * page opens on, before the router exists (src/app/startup/preload-route.ts). Loaders of the
 * personal area are never marked: they may need a signed-in patron.
 */
export const publicLoader = <Load extends PublicLoader>(load: Load): Load =>
  Object.assign(load, { [publicMark]: true });

export const isPublicLoader = (loader: unknown): loader is PublicLoader =>
  typeof loader === 'function' && publicMark in loader;
