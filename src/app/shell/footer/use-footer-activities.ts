import { useQuery } from '@tanstack/react-query';
import type { ActivityPermission } from '../../../api/generated/model';
import { institutionQueries } from '../../../features/institution/api/institution-queries';
import { useAuthPermissions, useIsSignedIn } from '../../../stores/auth-store';
import { usePageConfigStore } from '../../../stores/page-config-store';

/** Activity codes the footer reads (spec section 6). */
export const footerActivity = {
  suggestion: 12,
  comment: 13,
  externalLink: 57,
  networkCatalogue: 87,
  logo: 88,
} as const;

const none: ActivityPermission[] = [];

/**
 * The activities that gate the footer: the signed-in patron's own permissions, else the public
 * functionalities start-up stored in the page config (or, before that store is filled, the
 * functionalities start-up left in the query cache).
 */
export function useFooterActivities(): ActivityPermission[] {
  const isSignedIn = useIsSignedIn();
  const patronActivities = useAuthPermissions();
  const publicActivities = usePageConfigStore((state) => state.atividades);
  const needsCache = !isSignedIn && !publicActivities.length;
  const { data: functionalities } = useQuery({
    ...institutionQueries.functionalities(),
    enabled: needsCache,
  });
  if (isSignedIn) return patronActivities;
  if (publicActivities.length) return publicActivities;
  return functionalities ?? none;
}
