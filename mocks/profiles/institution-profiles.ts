import type { Schemas } from '../schema-types';

/**
 * Two institutions the mock can play, so every institution-specific behaviour of the spec can
 * be exercised: `ufx` (password login with SAML, "forgot password" shown) and `ify` (two-step
 * login with OIDC, patron-category selector, duplicate-person selector and captcha 1120).
 */
export interface InstitutionProfile {
  institution: Schemas['Institution'];
  functionalities: Schemas['ActivityPermission'][];
}

/** Where each institution's link activities (57, 87, 88) point; the footer shows them. */
interface ActivityLinks {
  /** The external link's label: the footer shows the activity's `descricao`. */
  siteName: string;
  site: string;
  networkCatalogue: string;
  logo: string;
}

const commonActivities = (links: ActivityLinks): Schemas['ActivityPermission'][] => [
  { cod_atividade: 8, cod_modulo: 2, descricao: 'Meu Portal' },
  { cod_atividade: 12, cod_modulo: 1, descricao: 'Sugestão de aquisição' },
  { cod_atividade: 13, cod_modulo: 1, descricao: 'Comentário geral' },
  { cod_atividade: 57, cod_modulo: 1, descricao: links.siteName, link: links.site },
  { cod_atividade: 87, cod_modulo: 1, descricao: 'Catálogo da rede', link: links.networkCatalogue },
  { cod_atividade: 88, cod_modulo: 1, descricao: 'Logotipo', link: links.logo },
  { cod_atividade: 107, cod_modulo: 1, descricao: 'Login em janela' },
];

// One network catalogue serves every institution of the network.
const networkCatalogue = 'https://rede.example.org/catalogo';

export const institutionProfiles = {
  ufx: {
    institution: {
      codEmpresa: 1,
      sigla: 'UFX',
      tema: 'neo',
      denominacao_login: 'Matrícula',
      msg_login: 'Use a matrícula e a senha do sistema acadêmico. Servidores usam o SIAPE.',
      destino_padrao_login_catalogo: 'C',
      usaOIDC: false,
      usaSAML: true,
      link_logout_OIDC: null,
      link_logout_saml: null,
      link_lgpd: '/privacidade',
      msg_suporte_consulta:
        '<p>Dúvidas sobre o catálogo? Escreva para <b>biblioteca@ufx.example.org</b> ou ligue (48) 3721-0000.</p>',
      modo_autenticacao: 2,
      modo_criptografia: 4,
      login_duas_etapas: false,
      seletor_categoria: false,
      verifica_duplicadas: false,
      marcador_usuario: null,
      rotulo_botao_login: null,
      // Teachers (category 05, the professor QA account) suggest purchases on the library's own page.
      link_sugestao_docente: 'https://www.ufx.example.org/biblioteca/sugestao-docente',
      parametros: { url_web: 'https://biblioteca.ufx.example.org', aquisicao: true },
    },
    functionalities: commonActivities({
      siteName: 'Portal da UFX',
      site: 'https://www.ufx.example.org',
      networkCatalogue,
      logo: '/logo.svg',
    }),
  },
  ify: {
    institution: {
      codEmpresa: 2,
      sigla: 'IFY',
      tema: 'neo',
      denominacao_login: 'CPF ou matrícula',
      msg_login: null,
      destino_padrao_login_catalogo: 'M',
      usaOIDC: true,
      usaSAML: false,
      link_logout_OIDC: '/oidc-logout',
      link_logout_saml: null,
      link_lgpd: null,
      msg_suporte_consulta: null,
      modo_autenticacao: 1,
      modo_criptografia: 2,
      login_duas_etapas: true,
      seletor_categoria: true,
      verifica_duplicadas: true,
      marcador_usuario: '#P',
      rotulo_botao_login: 'Entrar',
      link_sugestao_docente: null,
      parametros: { url_web: 'https://biblioteca.ify.example.org', aquisicao: false },
    },
    functionalities: [
      ...commonActivities({
        siteName: 'Portal do IFY',
        site: 'https://www.ify.example.org',
        networkCatalogue,
        logo: '/logo.svg',
      }).filter((activity) => activity.cod_atividade !== 107),
      { cod_atividade: 1120, cod_modulo: 1, descricao: 'Captcha no login' },
    ],
  },
} satisfies Record<string, InstitutionProfile>;

export type InstitutionProfileName = keyof typeof institutionProfiles;

export function isInstitutionProfileName(
  name: string | null | undefined,
): name is InstitutionProfileName {
  return !!name && name in institutionProfiles;
}
