// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getReferenceToday } from '../../../mocks/db';
import { addDays } from '../../../mocks/db/reference-date';
import { LOAN_TOKEN_TTL_MS } from '../../../mocks/handlers/loans';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from '../../contract/patron-portal-harness';

const clock = Date.parse('2026-11-20T12:00:00-03:00');
const h = await patronPortalHarness({ now: () => clock });
type Loan = {
  cod_exemplar: number;
  cod_acervo: number;
  atrasado: boolean;
  reservado: boolean;
  renovacoes: number;
  limite_renovacoes: number;
  data_devolucao: string;
};

async function leitorLoans() {
  const token = await h.patronToken('leitor', 'leitor123');
  const loans = (await (await h.call('/emprestimo/titulos-pendentes', { token })).json()) as Loan[];
  const renew = (...exemplares: number[]) =>
    h.call('/emprestimo/renovacao', { token, method: 'POST', json: { exemplares } });
  return {
    token,
    loans,
    renew,
    overdue: loans.find((loan) => loan.atrasado)!,
    reserved: loans.find((loan) => loan.reservado)!,
    renewable: loans.find((loan) => !loan.atrasado && !loan.reservado)!,
  };
}

describe('loan rules', () => {
  it('leitor has three loans: one overdue, one reserved by another patron, one renewable (count / limit)', async () => {
    const { loans, overdue, reserved, renewable } = await leitorLoans();
    expect(loans).toHaveLength(3);
    expect([overdue, reserved, renewable].every(Boolean)).toBe(true);
    expect(renewable).toMatchObject({ renovacoes: 1, limite_renovacoes: 3 });
  });

  it("a renewal moves the due date to today plus the loan type's days and counts one more renewal", async () => {
    const { token, renewable, renew } = await leitorLoans();
    const [result] = (await (await renew(renewable.cod_exemplar)).json()) as {
      renovado: boolean;
      data_devolucao: string;
    }[];
    expect(result).toMatchObject({
      renovado: true,
      data_devolucao: `${addDays(getReferenceToday(), 14)}T22:00:00-03:00`,
    });
    const after = (await (
      await h.call('/emprestimo/titulos-pendentes', { token })
    ).json()) as Loan[];
    expect(after.find((loan) => loan.cod_exemplar === renewable.cod_exemplar)).toMatchObject({
      renovacoes: 2,
      data_devolucao: result?.data_devolucao,
    });
  });

  it('refuses a copy reserved by another patron, an overdue one, and one at its renewal limit', async () => {
    const { reserved, overdue, renew } = await leitorLoans();
    expect(await (await renew(reserved.cod_exemplar)).json()).toMatchObject({
      status: 422,
      key: 'RENOVACAO_RESERVADO_OUTRO_LEITOR',
    });
    expect(await (await renew(overdue.cod_exemplar)).json()).toMatchObject({
      status: 422,
      key: 'RENOVACAO_EMPRESTIMO_ATRASADO',
    });
    const professor = await h.patronToken('professor', 'professor123');
    const loans = (await (
      await h.call('/emprestimo/titulos-pendentes', { token: professor })
    ).json()) as Loan[];
    const atLimit = loans.find((loan) => loan.renovacoes >= loan.limite_renovacoes)!;
    const refused = await h.call('/emprestimo/renovacao', {
      token: professor,
      method: 'POST',
      json: { exemplares: [atLimit.cod_exemplar] },
    });
    expect(await refused.json()).toMatchObject({ key: 'RENOVACAO_LIMITE_ATINGIDO' });
  });

  it('a hold placed by another patron makes the loan not renewable', async () => {
    const { renewable, renew } = await leitorLoans();
    await h.mock.context.db.holds.create({
      cod_reserva: 999001,
      cod_pessoa: qaAccounts.professor.cod_pessoa,
      cod_acervo: renewable.cod_acervo,
      cod_biblioteca: 1,
      volume: '0',
      tomo: '0',
      parte: '0',
      material_adicional: '0',
      localizacao: '',
      data_reserva: '2026-11-19T10:00:00-03:00',
      data_liberacao: null,
      data_limite_retirada: null,
      situacao: 'na_fila',
      observacao: null,
      data_cancelamento: null,
    });
    expect(await (await renew(renewable.cod_exemplar)).json()).toMatchObject({
      key: 'RENOVACAO_RESERVADO_OUTRO_LEITOR',
    });
  });

  it('a suspended patron renews nothing and gets no loan token; a refused renewal changes nothing', async () => {
    const { token, renewable, renew, loans } = await leitorLoans();
    await h.mock.context.db.deviations.create({
      cod_afastamento: 1,
      cod_pessoa: qaAccounts.leitor.cod_pessoa,
      data_inicio: addDays(getReferenceToday(), -1),
      data_fim: addDays(getReferenceToday(), 5),
      motivo: 'Atraso',
      cod_biblioteca: 1,
    });
    expect(await (await renew(renewable.cod_exemplar)).json()).toMatchObject({
      key: 'RENOVACAO_LEITOR_SUSPENSO',
    });
    expect(await (await h.call('/emprestimo/titulos-pendentes', { token })).json()).toEqual(loans);
    expect(
      await (await h.call('/emprestimo/token', { token, method: 'POST' })).json(),
    ).toMatchObject({ key: 'EMPRESTIMO_LEITOR_SUSPENSO' });
  });

  it('the loan token is valid for 30 minutes and replaces the previous one', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const before: unknown = await (await h.call('/emprestimo/token', { token })).json();
    const created = (await (
      await h.call('/emprestimo/token', { token, method: 'POST' })
    ).json()) as { valor: string; validade: string };
    expect(created.valor).toMatch(/^\d{6}$/);
    expect(created).not.toEqual(before);
    expect(Date.parse(created.validade)).toBe(clock + LOAN_TOKEN_TTL_MS);
  });

  it('history: filtered by the loan day and by fine; start after end is a 400', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const all = (await (await h.call('/emprestimo/historico', { token })).json()) as {
      total: number;
      data: { data_emprestimo: string; multa: number | null }[];
    };
    const from = addDays(getReferenceToday(), -100);
    const recent = (await (
      await h.call(`/emprestimo/historico?dataIni=${from}`, { token })
    ).json()) as typeof all;
    expect(recent.total).toBeLessThan(all.total);
    expect(recent.data.every((loan) => loan.data_emprestimo.slice(0, 10) >= from)).toBe(true);
    const fined = (await (
      await h.call('/emprestimo/historico?multa=true', { token })
    ).json()) as typeof all;
    expect(fined.data.map((loan) => loan.multa)).toEqual([4.5, 10.5]);
    expect(
      (await h.call('/emprestimo/historico?dataIni=2026-02-01&dataFim=2026-01-01', { token }))
        .status,
    ).toBe(400);
  });

  it('pending debts show fine, discount and paid amount; fully paid ones are gone', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    expect(await (await h.call('/emprestimo/debitos-pendentes', { token })).json()).toMatchObject([
      { valor_multa: 6, valor_desconto: 1.5, valor_pago: 0, biblioteca: 'Biblioteca Central' },
    ]);
  });
});
