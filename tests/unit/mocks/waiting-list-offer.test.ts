// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiesOfTitle } from '../../../mocks/handlers/catalogue-support';
import { holdImpossibility } from '../../../mocks/handlers/holds';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import { getCatalogueIndex } from '../../../mocks/search';
import { offersWaitingList } from '../../../src/features/search/components/result-rules';

/*
 * Issue 39: result cards of reference-only titles invited patrons to a waiting list that the
 * hold form then refused. The list's offer and the hold rules must agree on every title of the
 * seed, and so must the title's permissions (its hold tab).
 */
const mock = await createMockServer();
const index = getCatalogueIndex();
const { db } = mock.context;

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const holdable = (codAcervo: number) => {
  const copies = copiesOfTitle(db, codAcervo);
  return copies.length > 0 && holdImpossibility(db, copies) === null;
};

describe('the waiting-list offer of a result', () => {
  it('is made for exactly the seed titles whose hold would wait for a copy', () => {
    const disagreeing: number[] = [];
    let offered = 0;
    let refusedByTheOldRule = 0;
    for (const [position, title] of index.titles.entries()) {
      const exemplares = index.availability[position]!;
      const offers = offersWaitingList({ exemplares });
      if (offers !== holdable(title.cod_acervo)) disagreeing.push(title.cod_acervo);
      if (offers) offered++;
      // What the old rule (any copy, none available) offered in vain.
      if (exemplares.total > 0 && exemplares.disponiveis === 0 && !offers) refusedByTheOldRule++;
    }
    expect(disagreeing).toEqual([]);
    // Both kinds are in the seed, so the check above means something.
    expect(offered).toBeGreaterThan(0);
    expect(refusedByTheOldRule).toBeGreaterThan(0);
  });

  it('agrees with the title page: its permissions and the hold options', async () => {
    const visitor = mock.context.tokens.issuePublic().access_token;
    const leitor = mock.context.tokens.issuePatron(
      String(qaAccounts.leitor.cod_pessoa),
    ).access_token;
    const get = async (path: string, token = visitor) =>
      (
        await fetch(`http://localhost/api${path}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json() as Promise<Record<string, unknown>>;
    const referenceOnly = index.titles.findIndex((_, position) => {
      const { total, disponiveis, circulantes } = index.availability[position]!;
      return total > 0 && disponiveis === 0 && circulantes === 0;
    });
    const waiting = index.availability.findIndex((entry) =>
      offersWaitingList({ exemplares: entry }),
    );
    for (const [position, offers] of [
      [referenceOnly, false],
      [waiting, true],
    ] as const) {
      const code = index.titles[position]!.cod_acervo;
      const permissions = await get(`/acervo/${code}/permissoes`);
      const title = await get(`/acervo/${code}`);
      const options = await get(`/reserva/${code}/informacoes-iniciais`, leitor);
      expect(permissions.reserva, `hold tab of title ${code}`).toBe(offers);
      expect(options.permite_reserva, `hold options of title ${code}`).toBe(offers);
      if (!offers) expect(options.mensagem).toBe('RESERVA_NAO_PERMITIDA');
      expect(title.exemplares).toEqual(index.availability[position]);
    }
  });
});
