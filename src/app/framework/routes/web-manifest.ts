import type { LoaderFunctionArgs } from 'react-router';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { appManifest } from '../../pwa/app-manifest';
import { localisedManifest, webManifestResponse } from '../../server-render/web-manifest';
import { requestStateContext } from '../request-context';

/**
 * The web app manifest named after the institution, in the request's language; the build's names
 * when start-up's reads failed (the middleware lets this address through without them).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, i18n, language } = context.get(requestStateContext);
  await i18n.loadNamespaces('app');
  const institution = queryClient.getQueryData(publicConfigQueries.institution().queryKey);
  return webManifestResponse(
    localisedManifest(appManifest, { i18n, language, acronym: institution?.sigla || undefined }),
  );
}
