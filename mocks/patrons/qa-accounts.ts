/**
 * The mock's login accounts, each showing one situation of the product (docs/qa.md, "QA accounts").
 * Codes are fixed so every domain's seed can hang its rows on the same people.
 */
export const qaAccounts = {
  leitor: {
    login: 'leitor',
    password: 'leitor123',
    cod_pessoa: 2019104455,
    nome_pessoa: 'Ana Beatriz Souza Lima',
  },
  professor: {
    login: 'professor',
    password: 'professor123',
    cod_pessoa: 1998000123,
    nome_pessoa: 'Carlos Eduardo Martins',
  },
  novo: {
    login: 'novo',
    password: 'novo123',
    cod_pessoa: 2026000001,
    nome_pessoa: 'Rafael Nogueira Costa',
  },
  varios: {
    login: 'varios',
    password: 'varios123',
    cod_pessoa: 2015000777,
    nome_pessoa: 'Juliana Pereira Alves',
  },
  varios2: {
    login: 'varios.pos',
    password: 'varios123',
    cod_pessoa: 2021000778,
    nome_pessoa: 'Juliana Pereira Alves',
  },
  duplicado: {
    login: 'duplicado',
    password: 'duplicado123',
    cod_pessoa: 2017000555,
    nome_pessoa: 'José Carlos da Silva',
  },
  duplicado2: {
    login: 'duplicado',
    password: 'duplicado123',
    cod_pessoa: 2018000556,
    nome_pessoa: 'José Carlos da Silva Filho',
  },
  semcpf: {
    login: 'semcpf',
    password: 'semcpf123',
    cod_pessoa: 2020000999,
    nome_pessoa: 'Marina Teixeira Rocha',
  },
  /** Blocked by too many wrong passwords: any password answers 430 until a password recovery. */
  bloqueado: {
    login: 'bloqueado',
    password: 'bloqueado123',
    cod_pessoa: 2016000430,
    nome_pessoa: 'Pedro Henrique Ramos',
  },
} as const;

/** A comment author who is not a QA account (seeded approved comments). */
export const OTHER_READER = { cod_pessoa: 2014000321, nome_pessoa: 'Luís Fernando Prado' } as const;

/**
 * The captcha the mock accepts when the profile permits activity 1120 (`ify`): the local
 * captcha widget answers this token; anything else is refused with 422 CAPTCHA_INVALIDO.
 */
export const VALID_CAPTCHA_TOKEN = 'captcha-ok';

/**
 * Usernames that answer an error whatever the password (the error catalogue, section 8).
 * `bloqueado` is also a real (blocked) account: a password recovery unblocks it.
 */
export const qaErrorLogins = {
  bloqueado: { status: 430, key: 'ACESSO_BLOQUEADO' },
  limite: { status: 429, key: 'MUITAS_TENTATIVAS' },
  erro500: { status: 500, key: 'ERRO_INESPERADO' },
  invalido: { status: 422, key: 'MATRICULA_VENCIDA' },
} as const;

/** Wrong passwords in a row after which an account answers 430 until reset. */
export const LOCKOUT_AFTER_WRONG_PASSWORDS = 5;
