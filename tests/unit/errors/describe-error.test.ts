import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { describeError, errorTone } from '../../../src/lib/errors/describe-error';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

const pt = (await initI18n('pt')).getFixedT('pt', 'errors');
const en = (await initI18n('en')).getFixedT('en', 'errors');

const refusal = (key: string) => new ApiError(422, { message: key, key, status: 422 });

describe('describeError: the generic handling of spec section 8', () => {
  it('words a 422 by looking its message up as a translation key', () => {
    expect(describeError(refusal('RENOVACAO_LIMITE_ATINGIDO'), pt)).toEqual({
      tone: 'warning',
      message: 'Limite de renovações atingido.',
    });
    expect(describeError(refusal('MATRICULA_VENCIDA'), en)).toEqual({
      tone: 'warning',
      message: 'Your registration has expired. Please contact the information unit.',
    });
  });

  it('shows the raw server message when it is words, not a key', () => {
    const error = new ApiError(422, { message: 'Regra X não atendida' });
    expect(describeError(error, en)).toEqual({ tone: 'warning', message: 'Regra X não atendida' });
    // A key we have no translation for is never shown raw (see unknown-server-key.test.ts).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(describeError(refusal('CHAVE_NOVA_DO_SERVIDOR'), pt).message).toBe(
      'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    );
    vi.restoreAllMocks();
  });

  it('shows other non-500 answers as a warning with the server message', () => {
    const notFound = new ApiError(404, {
      message: 'Registro não encontrado',
      key: 'NAO_ENCONTRADO',
    });
    expect(describeError(notFound, pt)).toEqual({
      tone: 'warning',
      message: 'Registro não encontrado',
    });
    // A body-less answer (a proxy's) still says something readable.
    expect(describeError(new ApiError(404, undefined), en).message).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });

  it('turns a 500 from the network catalogue into a warning that the service is unavailable', () => {
    const byKey = new ApiError(500, { message: 'REDE_INDISPONIVEL', key: 'REDE_INDISPONIVEL' });
    const byText = new ApiError(500, { message: 'Consulta à rede indisponível no momento' });
    for (const error of [byKey, byText]) {
      expect(describeError(error, pt)).toEqual({
        tone: 'warning',
        message:
          'O serviço da rede de bibliotecas está indisponível no momento. Tente novamente mais tarde.',
      });
    }
  });

  it('translates a 500 carrying the personal-area e-mail marker', () => {
    const error = new ApiError(500, { message: 'Falha: ERRO_EMAIL_MEU_PORTAL (smtp)' });
    expect(describeError(error, en)).toEqual({
      tone: 'danger',
      message:
        'The e-mail could not be sent. Check the e-mail address registered in your personal area or try again later.',
    });
  });

  it('answers any other 5xx with a danger "unexpected error", never the raw text', () => {
    for (const error of [
      new ApiError(500, { message: 'NullPointerException at line 42' }),
      new ApiError(502, { message: '<html>Bad gateway</html>' }),
    ]) {
      expect(describeError(error, en)).toEqual({
        tone: 'danger',
        message: 'An unexpected error occurred. Please try again later.',
      });
    }
  });

  it('tells that the server could not be reached when there was no answer', () => {
    expect(describeError(new NetworkError(), pt)).toEqual({
      tone: 'warning',
      message: 'Não foi possível contatar o servidor. Tente novamente mais tarde.',
    });
  });

  it('treats a failure that is no HTTP error as unexpected', () => {
    expect(describeError(new TypeError('x is undefined'), en)).toEqual({
      tone: 'danger',
      message: 'An unexpected error occurred. Please try again later.',
    });
    expect(errorTone('boom')).toBe('danger');
  });
});
