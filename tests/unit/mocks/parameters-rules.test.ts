// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';

const mock = await createMockServer();
let visitor: string;
beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  visitor = mock.context.tokens.issuePublic().access_token;
});
afterAll(() => mock.server.close());
const get = async <T>(path: string) =>
  (await (
    await fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${visitor}` } })
  ).json()) as T;

describe('public parameters', () => {
  it('FAQ in the institution order; home sections from the data', async () => {
    const faq = await get<Array<{ pergunta: string }>>('/parametros/faq');
    expect(faq[0]?.pergunta).toBe('Quantos livros posso emprestar?');
    expect(await get('/parametros/secao_1')).toMatchObject({ titulo: 'Bem-vindo ao catálogo' });
  });

  it('campus hours are those of its first physical library; the digital library never counts', async () => {
    expect(await get('/parametros/atendimento/2')).toMatchObject({
      segunda: '07:30 - 22:00',
      sabado: '08:00 - 12:00',
      domingo: null,
    });
    expect(await get('/parametros/atendimento')).toMatchObject({
      sabado: '08:00 - 14:00',
      domingo: null,
    });
  });

  it('events: only those not over yet, soonest first, each source on its own list', async () => {
    mock.context.settings.now = () => Date.parse('2026-11-20T12:00:00-03:00');
    const events = await get<Array<{ titulo: string; data_inicio: string }>>(
      '/parametros/eventos_institucionais',
    );
    expect(events.map((event) => event.titulo)).not.toContain('Exposição de obras raras');
    expect(events.map((event) => event.data_inicio)).toEqual(
      [...events.map((event) => event.data_inicio)].sort(),
    );
    expect((await get<unknown[]>('/parametros/eventos_eventum')).length).toBe(2);
  });

  it('an activity is answered only when the profile permits it; its notice is empty when none is written', async () => {
    expect(await get('/parametros/atividade/8')).toMatchObject({ cod_atividade: 8 });
    // Activity 8 (personal area) has a notice in the seed; activity 13 (comments) has none.
    const notice = await get<{ texto: string }>('/parametros/atividade/8/informativo');
    expect(notice.texto).toContain('Meu Portal');
    expect(await get('/parametros/atividade/13')).toMatchObject({ cod_atividade: 13 });
    expect(await get('/parametros/atividade/13/informativo')).toEqual({ texto: '' });
    const captcha = await fetch('http://localhost/api/parametros/atividade/1120', {
      headers: { Authorization: `Bearer ${visitor}` },
    });
    expect(captcha.status).toBe(404);
  });

  it('self-service is shown for ufx with its library and language', async () => {
    expect(await get('/parametros/autoatendimento')).toEqual({
      showAuto: true,
      codBibAuto: 1,
      authAuto: 1,
      idiomaAuto: 1,
    });
  });
});
