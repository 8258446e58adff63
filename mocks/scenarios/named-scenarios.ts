/**
 * Every case of the error catalogue (spec section 8), named, with how QA reproduces it:
 * either a QA account / action, or a scenario string applied with `?mockScenario=<name>`
 * (or typed into the QA panel). The README's scenario table lists the same names.
 */
export interface NamedScenario {
  name: string;
  /** The case, in the words of the spec. */
  situation: string;
  /** Forced answers, in the `?mock=` syntax; empty when an account or an action reproduces it. */
  scenario: string;
  /** What to do in the app. */
  how: string;
}

export const namedScenarios: NamedScenario[] = [
  // Generic handling
  {
    name: 'generic-4xx',
    situation: 'Server answer other than 500: a warning with the server message',
    scenario: 'getTitle:404',
    how: 'open any title',
  },
  {
    name: 'generic-422',
    situation: '422: the server message is looked up as a translation key',
    scenario: 'createRenewal:422=RENOVACAO_LIMITE_ATINGIDO',
    how: 'sign in as leitor and renew a loan',
  },
  {
    name: 'generic-500',
    situation: '500: error toast "unexpected error"',
    scenario: 'getTitle:500',
    how: 'open any title',
  },
  {
    name: 'network-catalogue-500',
    situation:
      '500 whose message says the network catalogue query failed: "network service unavailable" warning',
    scenario: 'listNetworkInstitutions:500=REDE_INDISPONIVEL,getNetworkTitle:500=REDE_INDISPONIVEL',
    how: 'open the network catalogue guide',
  },
  {
    name: 'personal-area-email-500',
    situation: '500 with the personal-area e-mail marker: translated e-mail message',
    scenario: 'getLoggedPersonEmail:500=ERRO_EMAIL_MEU_PORTAL',
    how: 'sign in as leitor and open the personal area',
  },
  {
    name: 'no-response',
    situation: 'No response / network error: "server could not be reached, try later"',
    scenario: 'getInstitution:network',
    how: 'reload the app',
  },
  // Login
  {
    name: 'login-401',
    situation: 'Login 401: "{login term} or password incorrect"',
    scenario: '',
    how: 'any user, wrong password',
  },
  {
    name: 'login-lockout',
    situation:
      'Five wrong passwords in a row: the account answers 430 until the password is recovered',
    scenario: '',
    how: 'leitor with a wrong password 5 times, then the right one',
  },
  {
    name: 'login-422',
    situation: 'Login 422: the server message',
    scenario: '',
    how: 'user invalido, any password',
  },
  {
    name: 'login-430',
    situation: 'Login 430 / ACESSO_BLOQUEADO / blocked flag: blocked, click forgot password',
    scenario: '',
    how: 'user bloqueado, any password',
  },
  {
    name: 'login-429',
    situation: 'Login 429: too many consecutive attempts',
    scenario: '',
    how: 'user limite, any password',
  },
  {
    name: 'login-500',
    situation: 'Login 500: generic danger alert',
    scenario: '',
    how: 'user erro500, any password',
  },
  {
    name: 'login-400',
    situation: 'Login 400: login request failed',
    scenario: 'createToken:400',
    how: 'sign in with any account',
  },
  {
    name: 'login-network',
    situation: 'Login with no answer from the server',
    scenario: 'createToken:network',
    how: 'sign in with any account',
  },
  {
    name: 'login-captcha',
    situation: 'Captcha expired or invalid: "Do the Captcha verification!"',
    scenario: '',
    how: '?mockProfile=ify, sign in without solving the captcha',
  },
  {
    name: 'session-expired',
    situation: 'Session expired, log in again (the token refresh fails)',
    scenario: 'listCurrentLoans:401*1,createToken:401',
    how: 'sign in as leitor, then open Loans',
  },
  {
    name: 'missing-credentials',
    situation: 'Missing credentials / fill all the fields',
    scenario: '',
    how: 'press Acessar with empty fields (checked in the browser)',
  },
  // Recovery
  {
    name: 'recovery-500',
    situation: 'Recovery 500: generic unexpected error',
    scenario: 'startPasswordRecovery:500',
    how: 'forgot password, any user code',
  },
  {
    name: 'recovery-422-code',
    situation: 'Recovery 422 on code validation: server message and "resend code"',
    scenario: '',
    how: 'forgot password for leitor, type a wrong code (the right one is in the QA panel)',
  },
  {
    name: 'recovery-expired-code',
    situation: 'Verification code expired; resend issues a new one',
    scenario: 'validateRecoveryCode:422=CODIGO_EXPIRADO*1',
    how: 'forgot password for leitor, type the code',
  },
  // Holds and loan requests
  {
    name: 'hold-copies-available',
    situation: 'Hold not allowed while copies are available',
    scenario: '',
    how: 'place a hold on a title whose copies are on the shelf',
  },
  {
    name: 'hold-not-allowed',
    situation: 'No copy in a status or loan type that allows holds',
    scenario: 'createHold:422=RESERVA_NAO_PERMITIDA',
    how: 'place any hold',
  },
  {
    name: 'loan-request-limit',
    situation: 'Loan request: limit of requests exceeded for the user',
    scenario: 'createLoanRequest:422=SOLICITACAO_LIMITE_EXCEDIDO',
    how: 'request a loan as leitor',
  },
  {
    name: 'loan-request-duplicate',
    situation: 'Loan request: identical request already exists',
    scenario: '',
    how: 'send the same loan request twice',
  },
  {
    name: 'loan-request-no-copies',
    situation: 'Loan request: no copies available',
    scenario: 'createLoanRequest:422=SOLICITACAO_SEM_EXEMPLAR_DISPONIVEL',
    how: 'request a loan',
  },
  {
    name: 'loan-request-all-copies-requested',
    situation: 'Loan request: open requests already exist for all available copies',
    scenario: 'createLoanRequest:422=SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
    how: 'request a loan',
  },
  // Comments and suggestions
  {
    name: 'comment-pending-limit',
    situation: 'Comment not sent: limit of comments awaiting approval (422 inline warning)',
    scenario: '',
    how: 'as leitor, send comments until the limit',
  },
  {
    name: 'suggestion-required-fields',
    situation: 'Suggestion: required-field warnings naming the field',
    scenario: '',
    how: 'send a suggestion with a blank title or publisher',
  },
  // External and authentication
  {
    name: 'integrated-service-down',
    situation: 'Cannot connect to an integrated service (contact support)',
    scenario: 'createBaseAccessUrl:500=SERVICO_INTEGRADO_INDISPONIVEL',
    how: 'open an e-book provider link',
  },
  {
    name: 'integrated-service-denied',
    situation: 'Access denied by an integrated service',
    scenario: 'createBaseAccessUrl:422=ACESSO_NEGADO_SERVICO_INTEGRADO',
    how: 'open an e-book provider link',
  },
  {
    name: 'app-access-not-configured',
    situation: 'Automatic app access not configured',
    scenario: 'getAppLayersAccess:422=ACESSO_APP_NAO_CONFIGURADO',
    how: 'open the mobile app area',
  },
  {
    name: 'external-permission-denied',
    situation: 'A permission refused at an external login blocks it',
    scenario: 'validateSamlLogin:422=PERMISSAO_NEGADA,validateOidcLogin:422=PERMISSAO_NEGADA',
    how: 'sign in with SAML (ufx) or OIDC (ify)',
  },
  {
    name: 'token-validation-error',
    situation: 'Token validation error at an external login',
    scenario: 'validateOidcLogin:422=TOKEN_OIDC_INVALIDO',
    how: '?mockProfile=ify, sign in with an e-mail',
  },
  {
    name: 'external-user-not-found',
    situation: 'User not found: use the same credentials as in the library system',
    scenario: 'validateOidcLogin:422=USUARIO_NAO_ENCONTRADO',
    how: '?mockProfile=ify, sign in with an e-mail',
  },
  {
    name: 'no-tax-number',
    situation: 'A user without a registered tax number must contact the information unit',
    scenario: '',
    how: 'sign in as semcpf, then pay a debt or open an e-book provider',
  },
  // Data fetch errors
  {
    name: 'fetch-covers',
    situation: 'Error while fetching covers',
    scenario: 'listCoverImages:500',
    how: 'search anything',
  },
  {
    name: 'fetch-comments',
    situation: 'Error while fetching comments',
    scenario: 'listTitleComments:500',
    how: 'open a title',
  },
  {
    name: 'fetch-filters',
    situation: 'Error while fetching filters',
    scenario: 'listFilters:500',
    how: 'search anything',
  },
  {
    name: 'fetch-pending-titles',
    situation: 'Error while fetching pending titles (loans)',
    scenario: 'listCurrentLoans:500',
    how: 'leitor, Loans',
  },
  {
    name: 'fetch-reserved-titles',
    situation: 'Error while fetching reserved titles (holds)',
    scenario: 'listHolds:500',
    how: 'leitor, Holds',
  },
  {
    name: 'fetch-renewal-copies',
    situation: 'Error while fetching renewal copies',
    scenario: 'listRenewableLoans:500',
    how: 'leitor, Renewal',
  },
  {
    name: 'fetch-history',
    situation: 'Error while fetching loan history',
    scenario: 'listLoanHistory:500',
    how: 'leitor, Loans, history',
  },
  {
    name: 'fetch-debits',
    situation: 'Error while fetching debits',
    scenario: 'listPendingDebits:500',
    how: 'leitor, Debit',
  },
  {
    name: 'fetch-deviations',
    situation: 'Error while fetching deviations',
    scenario: 'listDeviations:500',
    how: 'leitor, Deviation',
  },
  {
    name: 'fetch-requests',
    situation: 'Error while fetching requests',
    scenario: 'listRequests:500',
    how: 'leitor, Requests',
  },
  {
    name: 'fetch-suggestions',
    situation: 'Error while fetching suggestions',
    scenario: 'listAcquisitionSuggestions:500',
    how: 'leitor, Acquisition',
  },
  {
    name: 'fetch-purchase-orders',
    situation: 'Error while fetching purchase orders',
    scenario: 'listPurchaseOrders:500',
    how: 'leitor, Acquisition, Purchase orders',
  },
  {
    name: 'fetch-statistics',
    situation: 'Error while fetching statistics',
    scenario: 'getTitleStatistics:500,getAcquisitionStatistics:500',
    how: 'a title, Statistics tab; or leitor, Acquisition statistics',
  },
  {
    name: 'fetch-totals',
    situation: 'Error while fetching totals',
    scenario: 'getTitleTotals:500',
    how: 'a title, totals',
  },
  {
    name: 'registration-expiring',
    situation: 'Registration about to expire (warning after login)',
    scenario: '',
    how: 'sign in as professor, whose registration (`validade_cadastro`) ends within 30 days',
  },
];

export function scenarioByName(name: string | null | undefined): NamedScenario | undefined {
  return namedScenarios.find((scenario) => scenario.name === name);
}
