import { beforeAll, describe, expect, it } from 'vitest';
import { patronPortalHarness } from './patron-portal-harness';

const { call, publicToken, expectContractKept, mock } = await patronPortalHarness();
let token: string;
beforeAll(async () => {
  token = await publicToken();
});

/** A periodical with copies in libraries 1 and 4; Dom Casmurro (7) is a book. */
const PERIODICAL = 208;
const BOOK = 7;

describe('kardex and summaries', () => {
  it('permission, choices, issues of a year and one issue of a periodical', async () => {
    expect(await (await call(`/kardex/${PERIODICAL}/permissao`, { token })).json()).toEqual({
      permitido: true,
    });
    expect(await (await call(`/kardex/${BOOK}/permissao`, { token })).json()).toEqual({
      permitido: false,
    });
    const combo = (await (await call(`/kardex/${PERIODICAL}/combobox-data`, { token })).json()) as {
      codPeriod: number;
      bibliotecas: Array<{ cod_biblioteca: number }>;
      partes: Array<{ codigo: string }>;
      anos: number[];
    };
    const year = combo.anos[1]!;
    const library = combo.bibliotecas[0]!.cod_biblioteca;
    const data = await call(
      `/kardex/${PERIODICAL}/data?codPeriod=${combo.codPeriod}&codBib=${library}&codPar=${combo.partes[0]!.codigo}&year=${year}`,
      { token },
    );
    expect(data.status).toBe(200);
    const issues = (
      (await data.json()) as { fasciculos: Array<{ seqPar: number; seqSec: number }> }
    ).fasciculos;
    expect(issues.length).toBeGreaterThan(0);
    const issue = issues[0]!;
    const item = await call(
      `/kardex/${PERIODICAL}/item?seqPar=${issue.seqPar}&seqSec=${issue.seqSec}&codPar=1`,
      { token },
    );
    expect(item.status).toBe(200);
    expect(await item.json()).toMatchObject({ seqSec: issue.seqSec });
    await expectContractKept();
  });

  it('summaries of a periodical, of a book with an abstract, and none', async () => {
    const periodical = (await (await call(`/sumario/${PERIODICAL}/dados`, { token })).json()) as {
      sumarios: unknown[];
    };
    expect(periodical.sumarios.length).toBeGreaterThan(0);
    expect((await call('/sumario/3/dados', { token })).status).toBe(200);
    await expectContractKept();
  });

  it('400, 401, 404 and a forced 500', async () => {
    expect((await call(`/kardex/${BOOK}/combobox-data`, { token })).status).toBe(404);
    expect((await call(`/kardex/${PERIODICAL}/data?codBib=1&year=2025`, { token })).status).toBe(
      400,
    );
    expect(
      (
        await call(`/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=1&year=1400`, {
          token,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`/kardex/${PERIODICAL}/data?codPeriod=1&codBib=1&year=2025`, { token })).status,
    ).toBe(404);
    expect(
      (
        await call(`/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=6&year=2025`, {
          token,
        })
      ).status,
    ).toBe(404);
    expect((await call(`/kardex/${PERIODICAL}/item?seqPar=1&seqSec=1`, { token })).status).toBe(
      400,
    );
    expect(
      (await call(`/kardex/${PERIODICAL}/item?seqPar=1&seqSec=202501&codPar=1`, { token })).status,
    ).toBe(404);
    for (const path of ['/kardex/x/permissao', '/kardex/0/combobox-data', '/sumario/x/dados'])
      expect((await call(path, { token })).status).toBe(400);
    for (const path of ['/kardex/99999999/permissao', '/sumario/99999999/dados'])
      expect((await call(path, { token })).status).toBe(404);
    expect((await call(`/kardex/${PERIODICAL}/permissao`)).status).toBe(401);
    expect((await call(`/sumario/${PERIODICAL}/dados`)).status).toBe(401);
    mock.context.scenarios.set('getKardexData:500');
    expect(
      (
        await call(`/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=1&year=2025`, {
          token,
        })
      ).status,
    ).toBe(500);
    await expectContractKept();
  });
});
