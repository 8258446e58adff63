import type { Institution, SelfService } from '../../../api/generated/model';
import { apiLanguageCode } from '../../../api/language';
import { openPopup } from '../../../lib/urls/leave-app';
import { safeUrl, type SafeUrl } from '../../../lib/urls/safe-url';

/**
 * The self-service login page. The API names no address for it, so it lives under the
 * institution's public web address: `${parametros.url_web}/autoatendimento/login`
 * (recorded in docs/app-reference.md). Parameters: company, library, language, numeric keyboard (always
 * off: patrons type on a full keyboard here) and authentication type. `url_web` comes from the
 * server, so the address is checked (http(s) only): null when it is not one to open.
 */
export function selfServiceUrl(
  institution: Pick<Institution, 'codEmpresa' | 'parametros'>,
  selfService: SelfService,
  language: string,
): SafeUrl | null {
  const base = institution.parametros.url_web.replace(/\/+$/, '');
  const query = new URLSearchParams({ empresa: String(institution.codEmpresa) });
  if (selfService.codBibAuto != null) query.set('biblioteca', String(selfService.codBibAuto));
  // Without a configured language the page opens in the one the patron is using here.
  query.set('idioma', String(selfService.idiomaAuto ?? apiLanguageCode(language)));
  query.set('tecladoNumerico', 'false');
  if (selfService.authAuto != null) query.set('tipoAutenticacao', String(selfService.authAuto));
  return safeUrl(`${base}/autoatendimento/login?${query.toString()}`);
}

/**
 * Opens the self-service page in a popup as large as the screen (spec: a full-screen popup);
 * an address that failed the check is refused on screen instead.
 */
export function openSelfService(url: SafeUrl | null, win: Window = window): void {
  const { availWidth, availHeight } = win.screen;
  openPopup(url, 'self-service', {
    name: 'autoatendimento',
    features: `left=0,top=0,width=${availWidth},height=${availHeight}`,
    win,
  });
}
