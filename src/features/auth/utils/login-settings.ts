import type { ActivityPermission, Institution } from '../../../api/generated/model';
import type { DirectTo } from './login-validation';

/** Activity codes of spec section 6 that shape the login screen. */
export const ACTIVITY_PERSONAL_AREA = 8;
export const ACTIVITY_MODAL_LOGIN = 107;
export const ACTIVITY_CAPTCHA = 1120;

export const hasActivity = (activities: readonly ActivityPermission[], code: number) =>
  activities.some((activity) => activity.cod_atividade === code);

export interface LoginSettings {
  /** The institution's own word for the username, or null for the default "Usuario". */
  loginTerm: string | null;
  notice: string | null;
  /** The institution's button label, or null for "Acessar". */
  submitLabel: string | null;
  showForgotPassword: boolean;
  showSaml: boolean;
  /**
   * "Direct to" is for users who may use the personal area (activity 8). Their own permissions
   * are known only after login, so the screen offers it when the institution's public
   * activities include 8; after login a user without 8 is not sent to the personal area.
   */
  offerDirectTo: boolean;
  defaultDirectTo: DirectTo | null;
  captcha: boolean;
  /** Username first, then the password (the institution's setting, or any OIDC institution). */
  twoStep: boolean;
  /** OIDC on: a username with `@` signs in through the identity provider. */
  usesOidc: boolean;
  /** The patron-category selector (default `01`). */
  categorySelector: boolean;
  /** Look up people sharing the username and make the patron pick one. */
  checkDuplicates: boolean;
  /** Marker between the login and the person or category code, e.g. `#P`. */
  userMarker: string | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function loginSettings(
  institution: Institution | undefined,
  activities: readonly ActivityPermission[],
): LoginSettings {
  return {
    loginTerm: text(institution?.denominacao_login),
    notice: text(institution?.msg_login),
    submitLabel: text(institution?.rotulo_botao_login),
    // Spec section 2: the recovery flow exists only for authentication mode 2 with encryption 4.
    showForgotPassword: institution?.modo_autenticacao === 2 && institution.modo_criptografia === 4,
    showSaml: institution?.usaSAML === true,
    offerDirectTo: hasActivity(activities, ACTIVITY_PERSONAL_AREA),
    defaultDirectTo: institution?.destino_padrao_login_catalogo ?? null,
    captcha: hasActivity(activities, ACTIVITY_CAPTCHA),
    twoStep: institution?.login_duas_etapas === true || institution?.usaOIDC === true,
    usesOidc: institution?.usaOIDC === true,
    categorySelector: institution?.seletor_categoria === true,
    checkDuplicates: institution?.verifica_duplicadas === true,
    userMarker: text(institution?.marcador_usuario),
  };
}
