import { useQuery } from '@tanstack/react-query';
import type { ActivityPermission } from '../../../api/generated/model';
import { useAuthPermissions, useIsSignedIn } from '../../../stores/auth-store';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

/** Activity codes the footer reads (spec section 6). */
export const footerActivity = {
  /** The personal area: the footer links its public page and notice. */
  personalArea: 8,
  suggestion: 12,
  comment: 13,
  externalLink: 57,
  networkCatalogue: 87,
  logo: 88,
} as const;

const none: ActivityPermission[] = [];

/**
 * The activities that gate the footer: the signed-in patron's own permissions, else the public
 * functionalities start-up loaded (and the query persister kept).
 */
export function useFooterActivities(): ActivityPermission[] {
  const isSignedIn = useIsSignedIn();
  const patronActivities = useAuthPermissions();
  const { data: functionalities } = useQuery({
    ...publicConfigQueries.functionalities(),
    enabled: !isSignedIn,
  });
  return isSignedIn ? patronActivities : (functionalities ?? none);
}
