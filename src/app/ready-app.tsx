import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router/create-app-router';

/**
 * What renders once start-up finished: the routed app. The router is made once per mount, after
 * start-up, so route loaders can count on the public configuration being in the cache.
 */
export function ReadyApp() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}
