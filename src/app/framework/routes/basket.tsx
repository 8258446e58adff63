import type { ClientLoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../../config/paths';
import { BasketPage } from '../../../features/basket/routes/basket-page';
import { loadBasket } from '../../router/catalogue-loaders';
import { PageLoading } from '../../router/page-loading';
import { browserQueryClient } from '../browser-context';

export const handle: RouteHandle = { titleKey: 'pages.basket' };

/**
 * `/cesta`: the basket is the browser's (kept in its storage), so the server sends the layout
 * with the page's loading slot and the browser renders the page, after the data router's loader
 * (the records of titles kept without their details) has begun.
 */
export function clientLoader({ context }: ClientLoaderFunctionArgs) {
  return loadBasket(browserQueryClient(context));
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;

export default BasketPage;
