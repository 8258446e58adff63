import type { Institution, SelfService } from '../../../api/generated/model';
import { apiLanguageCode } from '../../../api/language';

/**
 * The self-service login page. The API names no address for it, so it lives under the
 * institution's public web address: `${parametros.url_web}/autoatendimento/login`
 * (recorded in the README). Parameters: company, library, language, numeric keyboard (always
 * off: patrons type on a full keyboard here) and authentication type.
 */
export function selfServiceUrl(
  institution: Pick<Institution, 'codEmpresa' | 'parametros'>,
  selfService: SelfService,
  language: string,
): string {
  const base = institution.parametros.url_web.replace(/\/+$/, '');
  const query = new URLSearchParams({ empresa: String(institution.codEmpresa) });
  if (selfService.codBibAuto != null) query.set('biblioteca', String(selfService.codBibAuto));
  // Without a configured language the page opens in the one the patron is using here.
  query.set('idioma', String(selfService.idiomaAuto ?? apiLanguageCode(language)));
  query.set('tecladoNumerico', 'false');
  if (selfService.authAuto != null) query.set('tipoAutenticacao', String(selfService.authAuto));
  return `${base}/autoatendimento/login?${query.toString()}`;
}

/** Opens the self-service page in a popup as large as the screen (spec: a full-screen popup). */
export function openSelfService(url: string, win: Window = window): void {
  const { availWidth, availHeight } = win.screen;
  win.open(
    url,
    'autoatendimento',
    `popup,noopener,left=0,top=0,width=${availWidth},height=${availHeight}`,
  );
}
