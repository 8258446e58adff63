import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { serverMessageText } from '../../../src/features/auth/components/login-failure-alert';
import { describeError, wordServerText } from '../../../src/lib/errors/describe-error';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

const ptI18n = await initI18n('pt');
const enI18n = await initI18n('en');
const pt = ptI18n.getFixedT('pt', 'errors');
const en = enI18n.getFixedT('en', 'errors');

const GENERIC_PT = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
const GENERIC_EN = 'An unexpected error occurred. Please try again later.';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** What the console was told, as one text. */
const warned = () => warn.mock.calls.map((call) => call.join(' ')).join('\n');

// The warning is said once per key and page, so each case uses a key of its own.
describe('describeError: a server key the app cannot translate', () => {
  it('shows the generic message in Portuguese and puts the key on the console', () => {
    const error = new ApiError(422, {
      message: 'CREDENCIAIS_NAO_TRADUZIDAS_PT',
      key: 'CREDENCIAIS_NAO_TRADUZIDAS_PT',
    });
    expect(describeError(error, pt)).toEqual({ tone: 'warning', message: GENERIC_PT });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warned()).toContain('CREDENCIAIS_NAO_TRADUZIDAS_PT');
  });

  it('shows the generic message in English and puts the key on the console', () => {
    const error = new ApiError(422, { message: 'REGRA_NOVA_EN', key: 'REGRA_NOVA_EN' });
    expect(describeError(error, en)).toEqual({ tone: 'warning', message: GENERIC_EN });
    expect(warned()).toContain('REGRA_NOVA_EN');
  });

  it('warns once per key however often the alert renders', () => {
    const error = new ApiError(422, { message: 'CHAVE_REPETIDA' });
    for (let render = 0; render < 3; render += 1)
      expect(describeError(error, pt).message).toBe(GENERIC_PT);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a message equal to the answer key as a key, whatever its shape', () => {
    const error = new ApiError(422, { message: 'erroNovo', key: 'erroNovo' });
    expect(describeError(error, en).message).toBe(GENERIC_EN);
    expect(warned()).toContain('erroNovo');
  });

  it('words a known answer key when the message is an unknown key', () => {
    const error = new ApiError(422, {
      message: 'MENSAGEM_DESCONHECIDA',
      key: 'CREDENCIAIS_INVALIDAS',
    });
    expect(describeError(error, pt).message).toBe('Usuário ou senha incorretos.');
    expect(describeError(error, en).message).toBe('Incorrect credentials! Please try again.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('still translates known keys and shows words as they came, with no warning', () => {
    const known = new ApiError(422, {
      message: 'CREDENCIAIS_INVALIDAS',
      key: 'CREDENCIAIS_INVALIDAS',
    });
    expect(describeError(known, pt).message).toBe('Usuário ou senha incorretos.');
    expect(describeError(known, en).message).toBe('Incorrect credentials! Please try again.');
    const words = new ApiError(422, { message: 'Regra X não atendida', key: 'REGRA_X' });
    expect(describeError(words, pt).message).toBe('Regra X não atendida');
    // One upper-case word is as likely a shout as a key: shown.
    expect(describeError(new ApiError(422, { message: 'ERRO' }), pt).message).toBe('ERRO');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('wordServerText: one text of the server (a field reason, a notice)', () => {
  it('translates, passes words through, and never shows an unknown key', () => {
    expect(wordServerText('RENOVACAO_LIMITE_ATINGIDO', en)).toBe('Renewal limit reached.');
    expect(wordServerText('Exemplar em atraso', pt)).toBe('Exemplar em atraso');
    expect(wordServerText('MOTIVO_SEM_TRADUCAO', pt)).toBe(GENERIC_PT);
    expect(wordServerText('MOTIVO_SEM_TRADUCAO_EN', en)).toBe(GENERIC_EN);
    expect(warned()).toContain('MOTIVO_SEM_TRADUCAO_EN');
  });
});

describe('the login alert: a 422 of the sign-in', () => {
  it('words a key of the shared catalogue (it showed CREDENCIAIS_INVALIDAS raw before)', () => {
    expect(serverMessageText(ptI18n, undefined, 'CREDENCIAIS_INVALIDAS')).toBe(
      'Usuário ou senha incorretos.',
    );
    expect(serverMessageText(enI18n, 'CREDENCIAIS_INVALIDAS', 'CREDENCIAIS_INVALIDAS')).toBe(
      'Incorrect credentials! Please try again.',
    );
  });

  it('shows the generic message for a key nobody translates, and logs the key', () => {
    expect(serverMessageText(ptI18n, 'LOGIN_CHAVE_NOVA', 'LOGIN_CHAVE_NOVA')).toBe(GENERIC_PT);
    expect(serverMessageText(enI18n, undefined, 'LOGIN_CHAVE_NOVA_EN')).toBe(GENERIC_EN);
    expect(warned()).toContain('LOGIN_CHAVE_NOVA');
    expect(warned()).toContain('LOGIN_CHAVE_NOVA_EN');
  });

  it("keeps the login's own wording and the server's words", () => {
    expect(serverMessageText(ptI18n, 'MATRICULA_VENCIDA', 'MATRICULA_VENCIDA')).toBe(
      'Sua matrícula está vencida. Procure a unidade de informação.',
    );
    expect(serverMessageText(ptI18n, undefined, 'Usuário sem vínculo ativo')).toBe(
      'Usuário sem vínculo ativo',
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
