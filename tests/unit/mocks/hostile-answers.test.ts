import { describe, expect, it } from 'vitest';
import { hostileAnswer, parseHostileSettings } from '../../../mocks/hostile/hostile-answers';

const settings = { text: '<img src=x onerror=alert(1)>', url: 'javascript:alert(2)' };

describe("the mock's hostile mode", () => {
  it('appends the payload to text, replaces addresses, and leaves codes, dates and covers alone', async () => {
    const answer = Response.json({
      cod_acervo: 7,
      titulo: 'Dom Casmurro',
      data_emprestimo: '2026-11-01',
      link_capa: '/api/capas/7',
      links: [{ seq_paragrafo: 1, url: 'https://example.org/a', descricao: 'PDF' }],
      msg_suporte_consulta: '<p>Ajuda</p>',
    });
    expect(await (await hostileAnswer(answer, settings)).json()).toEqual({
      cod_acervo: 7,
      titulo: `Dom Casmurro${settings.text}`,
      data_emprestimo: '2026-11-01',
      link_capa: '/api/capas/7',
      links: [{ seq_paragrafo: 1, url: settings.url, descricao: `PDF${settings.text}` }],
      msg_suporte_consulta: `<p>Ajuda</p>${settings.text}`,
    });
  });

  it('passes other answers through, status and headers kept', async () => {
    const error = Response.json(
      { message: 'Não encontrado', key: 'NAO_ENCONTRADO' },
      { status: 404 },
    );
    const poisoned = await hostileAnswer(error, settings);
    expect(poisoned.status).toBe(404);
    expect(await poisoned.json()).toEqual({
      message: `Não encontrado${settings.text}`,
      key: 'NAO_ENCONTRADO',
    });
    const file = new Response('BEGIN:VCALENDAR', { headers: { 'Content-Type': 'text/calendar' } });
    expect(await (await hostileAnswer(file, settings)).text()).toBe('BEGIN:VCALENDAR');
  });

  it('reads its settings from JSON, and ignores anything else', () => {
    expect(parseHostileSettings(JSON.stringify(settings))).toEqual(settings);
    expect(parseHostileSettings('{"text":"x"}')).toEqual({ text: 'x', url: null });
    expect(parseHostileSettings('not json')).toBeNull();
    expect(parseHostileSettings('{}')).toBeNull();
    expect(parseHostileSettings(undefined)).toBeNull();
  });
});
