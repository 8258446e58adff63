import { describe, expect, it } from 'vitest';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from './patron-portal-harness';

const h = await patronPortalHarness();
const leitor = () => h.patronToken('leitor', 'leitor123');
type Loan = {
  cod_exemplar: number;
  atrasado: boolean;
  reservado: boolean;
  renovacoes: number;
  limite_renovacoes: number;
};

describe('loans operations answer as the contract says', () => {
  it('listCurrentLoans: with and without details, 401/403, 500 forced', async () => {
    const token = await leitor();
    const loans = (await (
      await h.call('/emprestimo/titulos-pendentes?showDetails=true', { token })
    ).json()) as Loan[];
    expect(loans).toHaveLength(3);
    expect((await h.call('/emprestimo/titulos-pendentes', { token })).status).toBe(200);
    expect(
      (await h.call('/emprestimo/titulos-pendentes?showDetails=false', { token })).status,
    ).toBe(200);
    await h.expectPatronOnly('/emprestimo/titulos-pendentes');
    h.mock.context.scenarios.set('listCurrentLoans:500');
    expect((await h.call('/emprestimo/titulos-pendentes', { token })).status).toBe(500);
    await h.expectContractKept();
  });

  it('createRenewal: 200 per copy, 422 when none renewed, 400 malformed', async () => {
    const token = await leitor();
    const loans = (await (
      await h.call('/emprestimo/titulos-pendentes', { token })
    ).json()) as Loan[];
    const renewable = loans.find((loan) => !loan.atrasado && !loan.reservado)!;
    const reserved = loans.find((loan) => loan.reservado)!;
    const renew = (json: unknown) =>
      h.call('/emprestimo/renovacao', { token, method: 'POST', json });
    const mixed = await renew({ exemplares: [renewable.cod_exemplar, reserved.cod_exemplar] });
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toMatchObject([
      { renovado: true },
      { renovado: false, mensagem: 'RENOVACAO_RESERVADO_OUTRO_LEITOR' },
    ]);
    const none = await renew({ exemplares: [reserved.cod_exemplar] });
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ key: 'RENOVACAO_RESERVADO_OUTRO_LEITOR' });
    for (const body of [
      {},
      { exemplares: [] },
      { exemplares: ['a'] },
      { exemplares: [1, 1] },
      null,
      'texto',
    ]) {
      const bad = await renew(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    await h.expectPatronOnly('/emprestimo/renovacao', 'POST', { exemplares: [1] });
    await h.expectContractKept();
  });

  it('listLoanHistory: paged, filtered by dates and fine; 400 when start is after end', async () => {
    const token = await leitor();
    const all = await h.call('/emprestimo/historico', { token });
    expect(all.status).toBe(200);
    expect(((await all.json()) as { total: number }).total).toBeGreaterThan(3);
    const fined = (await (
      await h.call('/emprestimo/historico?multa=true&page=1', { token })
    ).json()) as { data: { multa: number }[] };
    expect(fined.data.every((item) => item.multa > 0)).toBe(true);
    const reversed = await h.call('/emprestimo/historico?dataIni=2026-10-01&dataFim=2026-09-01', {
      token,
    });
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ fields: [{ field: 'dataIni' }] });
    expect((await h.call('/emprestimo/historico?dataIni=2026-02-30', { token })).status).toBe(400);
    expect(
      (await h.call('/emprestimo/historico?dataIni=2026-01-01&dataFim=2026-12-31', { token }))
        .status,
    ).toBe(200);
    await h.expectPatronOnly('/emprestimo/historico');
    await h.expectContractKept();
  });

  it('listPendingDebits, getLoanToken and createLoanToken', async () => {
    const token = await leitor();
    const debts = (await (
      await h.call('/emprestimo/debitos-pendentes', { token })
    ).json()) as unknown[];
    expect(debts).toHaveLength(1);
    expect((await h.call('/emprestimo/token', { token })).status).toBe(200);
    const created = await h.call('/emprestimo/token', { token, method: 'POST' });
    expect(created.status).toBe(201);
    const value = (await created.json()) as { valor: string; validade: string };
    expect(await (await h.call('/emprestimo/token', { token })).json()).toEqual(value);
    await h.mock.context.db.deviations.create({
      cod_afastamento: 1,
      cod_pessoa: qaAccounts.leitor.cod_pessoa,
      data_inicio: '2000-01-01',
      data_fim: null,
      motivo: 'Teste',
      cod_biblioteca: null,
    });
    expect((await h.call('/emprestimo/token', { token, method: 'POST' })).status).toBe(422);
    for (const path of ['/emprestimo/debitos-pendentes', '/emprestimo/token'])
      await h.expectPatronOnly(path);
    await h.expectPatronOnly('/emprestimo/token', 'POST');
    await h.expectContractKept();
  });
});
