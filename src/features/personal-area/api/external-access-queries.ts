import { queryOptions } from '@tanstack/react-query';
import { createEbookProviderAccess } from '../../../api/generated/hooks/links/links';
import {
  createBaseAccessUrl,
  getPersonalAreaRedirect,
  updateRedirectBase,
} from '../../../api/generated/hooks/people/people';

/**
 * Signed addresses into other applications, each fetched once when its entry page opens. They
 * are queries (not mutations fired from an effect) so a remount does not ask twice, and they
 * are never reused: every visit gets a fresh address.
 */
const once = { retry: false, staleTime: Infinity, gcTime: 0 } as const;

export const externalAccessQueries = {
  /** The personal area (or the base chosen with `base`) already signed in. */
  redirect: (base: string | null) =>
    queryOptions({
      queryKey: ['external-access', 'redirect', base] as const,
      queryFn: () => (base ? updateRedirectBase({ base }) : getPersonalAreaRedirect()),
      ...once,
    }),
  /** Provider A: exchange the session id it sent the patron back with. */
  ebookProviderSession: (sessionid: string) =>
    queryOptions({
      queryKey: ['external-access', 'ebook-provider-a', sessionid] as const,
      queryFn: () => createEbookProviderAccess({ sessionid }),
      ...once,
    }),
  /** Provider B: an access address for its base, by slug. */
  baseAccess: (slug: string) =>
    queryOptions({
      queryKey: ['external-access', 'base', slug] as const,
      queryFn: () => createBaseAccessUrl(slug),
      ...once,
    }),
};
