import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router/create-app-router';

/**
 * What renders once start-up finished: the routed app. The router is made once per mount, after
 * start-up, so route loaders can count on the public configuration being in the cache; a router
 * made elsewhere (the prerender's, or one made to hydrate its markup) is rendered as given.
 */
export function ReadyApp({ router }: { router?: ReactNode }) {
  const queryClient = useQueryClient();
  const [browserRouter] = useState(() => (router ? null : createAppRouter(queryClient)));
  // The app is live (hydrated, or rendered): the prerendered home page looks the same before,
  // but does not respond, so the end-to-end tests wait for this mark before they click.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return router ?? (browserRouter && <RouterProvider router={browserRouter} />);
}
