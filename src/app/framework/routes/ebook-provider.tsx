import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { paths, type RouteHandle } from '../../../config/paths';
import { EbookProviderAPage, EbookProviderBPage } from '../../pages/ebook-provider-pages';
import { PageLoading } from '../../router/page-loading';
import { requireSignedIn, signedInMiddleware } from '../../router/require-auth';

export const handle: RouteHandle = { titleKey: 'pages.ebooks' };

/**
 * The two e-book providers' return pages (one module, a route each: routes.ts): each exchanges
 * the provider's answer with the patron's token, so the browser renders them behind the sign-in
 * guard. The data router gives each its own component; the loader says which provider it is.
 */
export const clientMiddleware = [signedInMiddleware];
export function clientLoader(args: ClientLoaderFunctionArgs) {
  requireSignedIn(args);
  return { provider: args.pattern === paths.ebookProviderB.pattern ? 'b' : 'a' };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default function EbookProvider() {
  const { provider } = useLoaderData<typeof clientLoader>();
  return provider === 'b' ? <EbookProviderBPage /> : <EbookProviderAPage />;
}
