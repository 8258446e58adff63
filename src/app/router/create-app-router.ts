import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { createAppRoutes } from './app-routes';
import { routerBasename } from './require-auth';

/** The browser (SPA) router over the app's route table. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createAppRoutes(queryClient), {
    basename: routerBasename || undefined,
  });
