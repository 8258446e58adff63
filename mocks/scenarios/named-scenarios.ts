/**
 * Every case of the error catalogue (spec section 8), named, with how QA reproduces it:
 * either a QA account / action, or a scenario string applied with `?mockScenario=<name>`
 * (or typed into the QA panel). The QA playbook (docs/qa-playbook.md, `npm run docs:qa`) is
 * generated from this list.
 */
export interface NamedScenario {
  name: string;
  /** The case, in the words of the spec. */
  situation: string;
  /** Forced answers, in the `?mock=` syntax; empty when an account or an action reproduces it. */
  scenario: string;
  /** What to do in the app. */
  how: string;
  /**
   * What the patron must see: an i18next key of the app's namespaces (`errors:fetch.covers`),
   * or the server's own words when the app shows them as sent. The QA playbook
   * (docs/qa-playbook.md, the QA panel's playbook) prints it in Portuguese and English.
   */
  sees: `${string}:${string}` | { serverText: string };
}

export const namedScenarios: NamedScenario[] = [
  // Generic handling
  {
    name: 'generic-4xx',
    situation: 'Server answer other than 500: a warning with the server message',
    scenario: 'getTitle:404',
    how: 'open any title',
    sees: { serverText: 'Registro não encontrado' },
  },
  {
    name: 'generic-422',
    situation: '422: the server message is looked up as a translation key',
    scenario: 'createRenewal:422=RENOVACAO_LIMITE_ATINGIDO',
    how: 'sign in as leitor and renew a loan',
    sees: 'errors:server.RENOVACAO_LIMITE_ATINGIDO',
  },
  {
    name: 'generic-500',
    situation: '500: error toast "unexpected error"',
    scenario: 'getTitle:500',
    how: 'open any title',
    sees: 'errors:generic.unexpected',
  },
  {
    name: 'network-catalogue-500',
    situation:
      '500 whose message says the network catalogue query failed: "network service unavailable" warning',
    scenario: 'listNetworkInstitutions:500=REDE_INDISPONIVEL,getNetworkTitle:500=REDE_INDISPONIVEL',
    how: 'open the network catalogue guide',
    sees: 'errors:generic.networkServiceUnavailable',
  },
  {
    name: 'personal-area-email-500',
    situation: '500 with the personal-area e-mail marker: translated e-mail message',
    scenario: 'getLoggedPersonEmail:500=ERRO_EMAIL_MEU_PORTAL',
    how: 'sign in as leitor and open the personal area',
    sees: 'errors:generic.personalAreaEmail',
  },
  {
    name: 'no-response',
    situation: 'No response / network error: "server could not be reached, try later"',
    scenario: 'getInstitution:network',
    how: 'reload the app',
    sees: 'errors:generic.unreachable',
  },
  // Login
  {
    name: 'login-401',
    situation: 'Login 401: "{login term} or password incorrect"',
    scenario: '',
    how: 'any user, wrong password',
    sees: 'auth:failure.credentials',
  },
  {
    name: 'login-lockout',
    situation:
      'Five wrong passwords in a row: the account answers 430 until the password is recovered',
    scenario: '',
    how: 'leitor with a wrong password 5 times, then the right one',
    sees: 'auth:failure.blocked',
  },
  {
    name: 'login-422',
    situation: 'Login 422: the server message',
    scenario: '',
    how: 'user invalido, any password',
    sees: 'errors:server.MATRICULA_VENCIDA',
  },
  {
    name: 'login-430',
    situation: 'Login 430 / ACESSO_BLOQUEADO / blocked flag: blocked, click forgot password',
    scenario: '',
    how: 'user bloqueado, any password',
    sees: 'auth:failure.blocked',
  },
  {
    name: 'login-429',
    situation: 'Login 429: too many consecutive attempts',
    scenario: '',
    how: 'user limite, any password',
    sees: 'auth:failure.tooManyAttempts',
  },
  {
    name: 'login-500',
    situation: 'Login 500: generic danger alert',
    scenario: '',
    how: 'user erro500, any password',
    sees: 'auth:failure.serverError',
  },
  {
    name: 'login-400',
    situation: 'Login 400: login request failed',
    scenario: 'createToken:400',
    how: 'sign in with any account',
    sees: 'auth:failure.badRequest',
  },
  {
    name: 'login-network',
    situation: 'Login with no answer from the server',
    scenario: 'createToken:network',
    how: 'sign in with any account',
    sees: 'auth:failure.network',
  },
  {
    name: 'login-captcha',
    situation: 'Captcha expired or invalid: "Do the Captcha verification!"',
    scenario: '',
    how: '?mockProfile=ify, sign in without solving the captcha',
    sees: 'auth:validation.captchaRequired',
  },
  {
    name: 'session-expired',
    situation: 'Session expired, log in again (the token refresh fails)',
    scenario: 'listCurrentLoans:401*1,createToken:401',
    how: 'sign in as leitor, then open Loans',
    sees: 'errors:login.sessionExpired',
  },
  {
    name: 'missing-credentials',
    situation: 'Missing credentials / fill all the fields',
    scenario: '',
    how: 'press Acessar with empty fields (checked in the browser)',
    sees: 'auth:validation.fillAllFields',
  },
  // Recovery
  {
    name: 'recovery-500',
    situation: 'Recovery 500: generic unexpected error',
    scenario: 'startPasswordRecovery:500',
    how: 'forgot password, any user code',
    sees: 'errors:generic.unexpected',
  },
  {
    name: 'recovery-422-code',
    situation: 'Recovery 422 on code validation: server message and "resend code"',
    scenario: '',
    how: 'forgot password for leitor, type a wrong code (the right one is in the QA panel)',
    sees: 'errors:server.CODIGO_INVALIDO',
  },
  {
    name: 'recovery-expired-code',
    situation: 'Verification code expired; resend issues a new one',
    scenario: 'validateRecoveryCode:422=CODIGO_EXPIRADO*1',
    how: 'forgot password for leitor, type the code',
    sees: 'errors:server.CODIGO_EXPIRADO',
  },
  // Holds and loan requests
  {
    name: 'hold-copies-available',
    situation: 'Hold not allowed while copies are available',
    scenario: '',
    how: 'place a hold on a title whose copies are on the shelf',
    sees: 'errors:server.RESERVA_EXEMPLAR_DISPONIVEL',
  },
  {
    name: 'hold-not-allowed',
    situation: 'No copy in a status or loan type that allows holds',
    scenario: 'createHold:422=RESERVA_NAO_PERMITIDA',
    how: 'place any hold',
    sees: 'errors:server.RESERVA_NAO_PERMITIDA',
  },
  {
    name: 'loan-request-limit',
    situation: 'Loan request: limit of requests exceeded for the user',
    scenario: 'createLoanRequest:422=SOLICITACAO_LIMITE_EXCEDIDO',
    how: 'request a loan as leitor',
    sees: 'errors:server.SOLICITACAO_LIMITE_EXCEDIDO',
  },
  {
    name: 'loan-request-duplicate',
    situation: 'Loan request: identical request already exists',
    scenario: '',
    how: 'send the same loan request twice',
    sees: 'errors:server.SOLICITACAO_IDENTICA_EXISTENTE',
  },
  {
    name: 'loan-request-no-copies',
    situation: 'Loan request: no copies available',
    scenario: 'createLoanRequest:422=SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL',
    how: 'request a loan',
    sees: 'errors:server.SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL',
  },
  {
    name: 'loan-request-all-copies-requested',
    situation: 'Loan request: open requests already exist for all available copies',
    scenario: 'createLoanRequest:422=SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
    how: 'request a loan',
    sees: 'errors:server.SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
  },
  // Comments and suggestions
  {
    name: 'comment-pending-limit',
    situation: 'Comment not sent: limit of comments awaiting approval (422 inline warning)',
    scenario: '',
    how: 'as leitor, send comments until the limit',
    sees: 'errors:server.LIMITE_COMENTARIOS_PENDENTES',
  },
  {
    name: 'suggestion-required-fields',
    situation: 'Suggestion: required-field warnings naming the field',
    scenario: '',
    how: 'send a suggestion with a blank title or publisher',
    sees: 'footer:form.required',
  },
  // External and authentication
  {
    name: 'integrated-service-down',
    situation: 'Cannot connect to an integrated service (contact support)',
    scenario: 'createBaseAccessUrl:500=SERVICO_INTEGRADO_INDISPONIVEL',
    how: 'open an e-book provider link',
    sees: 'errors:server.SERVICO_INTEGRADO_INDISPONIVEL',
  },
  {
    name: 'integrated-service-denied',
    situation: 'Access denied by an integrated service',
    scenario: 'createBaseAccessUrl:422=ACESSO_NEGADO_SERVICO_INTEGRADO',
    how: 'open an e-book provider link',
    sees: 'errors:server.ACESSO_NEGADO_SERVICO_INTEGRADO',
  },
  {
    name: 'app-access-not-configured',
    situation: 'Automatic app access not configured',
    scenario: 'getAppLayersAccess:422=ACESSO_APP_NAO_CONFIGURADO',
    how: 'open the mobile app area',
    sees: 'errors:server.ACESSO_APP_NAO_CONFIGURADO',
  },
  {
    name: 'external-permission-denied',
    situation: 'A permission refused at an external login blocks it',
    scenario: 'validateSamlLogin:422=PERMISSAO_NEGADA,validateOidcLogin:422=PERMISSAO_NEGADA',
    how: 'sign in with SAML (ufx) or OIDC (ify)',
    sees: 'errors:server.PERMISSAO_NEGADA',
  },
  {
    name: 'token-validation-error',
    situation: 'Token validation error at an external login',
    scenario: 'validateOidcLogin:422=TOKEN_OIDC_INVALIDO',
    how: '?mockProfile=ify, sign in with an e-mail',
    sees: 'errors:server.TOKEN_OIDC_INVALIDO',
  },
  {
    name: 'external-user-not-found',
    situation: 'User not found: use the same credentials as in the library system',
    scenario: 'validateOidcLogin:422=USUARIO_NAO_ENCONTRADO',
    how: '?mockProfile=ify, sign in with an e-mail',
    sees: 'errors:server.USUARIO_NAO_ENCONTRADO',
  },
  {
    name: 'no-tax-number',
    situation: 'A user without a registered tax number must contact the information unit',
    scenario: '',
    how: 'sign in as semcpf, then pay a debt or open an e-book provider',
    sees: 'errors:server.USUARIO_SEM_CPF',
  },
  // Data fetch errors
  {
    name: 'fetch-covers',
    situation: 'Error while fetching covers',
    scenario: 'listCoverImages:500',
    how: 'search anything',
    sees: 'errors:fetch.covers',
  },
  {
    name: 'fetch-comments',
    situation: 'Error while fetching comments',
    scenario: 'listTitleComments:500',
    how: 'open a title',
    sees: 'errors:fetch.comments',
  },
  {
    name: 'fetch-filters',
    situation: 'Error while fetching filters',
    scenario: 'listFilters:500',
    how: 'search anything',
    sees: 'errors:fetch.filters',
  },
  {
    name: 'fetch-pending-titles',
    situation: 'Error while fetching pending titles (loans)',
    scenario: 'listCurrentLoans:500',
    how: 'leitor, Loans',
    sees: 'errors:fetch.pendingTitles',
  },
  {
    name: 'fetch-reserved-titles',
    situation: 'Error while fetching reserved titles (holds)',
    scenario: 'listHolds:500',
    how: 'leitor, Holds',
    sees: 'errors:fetch.reservedTitles',
  },
  {
    name: 'fetch-renewal-copies',
    situation: 'Error while fetching renewal copies',
    scenario: 'listRenewableLoans:500',
    how: 'leitor, Renewal',
    sees: 'errors:fetch.renewalCopies',
  },
  {
    name: 'fetch-history',
    situation: 'Error while fetching loan history',
    scenario: 'listLoanHistory:500',
    how: 'leitor, Loans, history',
    sees: 'errors:fetch.history',
  },
  {
    name: 'fetch-debits',
    situation: 'Error while fetching debits',
    scenario: 'listPendingDebits:500',
    how: 'leitor, Debit',
    sees: 'errors:fetch.debits',
  },
  {
    name: 'fetch-deviations',
    situation: 'Error while fetching deviations',
    scenario: 'listDeviations:500',
    how: 'leitor, Deviation',
    sees: 'errors:fetch.deviations',
  },
  {
    name: 'fetch-requests',
    situation: 'Error while fetching requests',
    scenario: 'listRequests:500',
    how: 'leitor, Requests',
    sees: 'errors:fetch.requests',
  },
  {
    name: 'fetch-suggestions',
    situation: 'Error while fetching suggestions',
    scenario: 'listAcquisitionSuggestions:500',
    how: 'leitor, Acquisition',
    sees: 'errors:fetch.suggestions',
  },
  {
    name: 'fetch-purchase-orders',
    situation: 'Error while fetching purchase orders',
    scenario: 'listPurchaseOrders:500',
    how: 'leitor, Acquisition, Purchase orders',
    sees: 'acquisition:orders.loadError',
  },
  {
    name: 'fetch-statistics',
    situation: 'Error while fetching statistics',
    scenario: 'getTitleStatistics:500,getAcquisitionStatistics:500',
    how: 'a title, Statistics tab; or leitor, Acquisition statistics',
    sees: 'errors:fetch.statistics',
  },
  {
    name: 'fetch-totals',
    situation: 'Error while fetching totals',
    scenario: 'getTitleTotals:500',
    how: 'a title, totals',
    sees: 'errors:fetch.totals',
  },
  {
    name: 'registration-expiring',
    situation: 'Registration about to expire (warning after login)',
    scenario: '',
    how: 'sign in as professor, whose registration (`validade_cadastro`) ends within 30 days',
    sees: 'personal-area:dashboard.registrationExpiring',
  },
];

export function scenarioByName(name: string | null | undefined): NamedScenario | undefined {
  return namedScenarios.find((scenario) => scenario.name === name);
}
