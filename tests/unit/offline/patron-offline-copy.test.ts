// This file's browser has an IndexedDB (jsdom lacks one), so the patron's copy is encrypted.
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getListHoldHistoryQueryKey,
  getListHoldsQueryKey,
} from '../../../src/api/generated/hooks/holds/holds';
import {
  getListCurrentLoansQueryKey,
  getListLoanHistoryQueryKey,
  getListPendingDebitsQueryKey,
} from '../../../src/api/generated/hooks/loans/loans';
import { getListRenewableLoansQueryKey } from '../../../src/api/generated/hooks/people/people';
import { isPersistedPatronKey } from '../../../src/api/queries/patron-data';
import {
  forgetPersistedPatronQueries,
  patronQueriesSettled,
  restorePatronQueries,
  savePatronQueries,
} from '../../../src/app/patron-query-persistence';
import { createQueryClient } from '../../../src/app/query-client';
import { clearPatronSession } from '../../../src/app/session/clear-patron-session';
import { authActions, authStorageSettled } from '../../../src/stores/auth-store';
import { everythingStored } from '../support/everything-stored';

const loansKey = ['emprestimo', 'titulos-pendentes', { showDetails: true }];
const holdsKey = ['reserva'];
const debtsKey = ['emprestimo', 'debitos-pendentes'];

const loans = [
  { cod_exemplar: 7, titulo: 'Memórias póstumas de Brás Cubas', data_devolucao: '2026-12-03' },
];
const holds = { total: 1, data: [{ cod_reserva: 3, titulo: 'Quincas Borba', posicao_fila: 2 }] };
const debts = [{ motivo: 'Atraso', titulo: 'Dom Casmurro', valor_multa: 4.5 }];

function signIn(codPessoa: number, kind: 'session' | 'remembered' = 'session') {
  authActions.signedIn(kind, {
    credentials: { access_token: `token-${codPessoa}`, refresh_token: 'r', expires_in: 3600 },
    user: {
      cod_pessoa: codPessoa,
      nome_pessoa: `Leitor ${codPessoa}`,
      login: `leitor${codPessoa}`,
    },
    authPermissions: [],
  } as Parameters<typeof authActions.signedIn>[1]);
}

/** The patron opened their loans, holds and debts; the copy is saved. */
async function seenByPatron(): Promise<QueryClient> {
  const queryClient = createQueryClient({ reportError: () => {} });
  await restorePatronQueries(queryClient);
  queryClient.setQueryData(loansKey, loans);
  queryClient.setQueryData(holdsKey, holds);
  queryClient.setQueryData(debtsKey, debts);
  await savePatronQueries(queryClient);
  await patronQueriesSettled();
  return queryClient;
}

/** A reload: a new query client restoring what this browser kept. */
async function reload(): Promise<QueryClient> {
  const queryClient = createQueryClient({ reportError: () => {} });
  await restorePatronQueries(queryClient);
  return queryClient;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  forgetPersistedPatronQueries();
  authActions.loggedOut();
  await authStorageSettled();
});

describe("the patron's loans, holds and debts kept for offline use", () => {
  it('are stored encrypted: no title, due date or queue in plain text', async () => {
    signIn(101);
    await seenByPatron();
    const stored = everythingStored();
    expect(stored).toContain('consultas-do-leitor');
    for (const plain of [
      'Brás Cubas',
      '2026-12-03',
      'Quincas Borba',
      'Dom Casmurro',
      'posicao_fila',
    ])
      expect(stored).not.toContain(plain);
  });

  it('come back after a reload for the same patron, with when they were fetched', async () => {
    signIn(101, 'remembered');
    const before = await seenByPatron();
    const fetchedAt = before.getQueryState(loansKey)?.dataUpdatedAt;
    const after = await reload();
    expect(after.getQueryData(loansKey)).toEqual(loans);
    expect(after.getQueryData(holdsKey)).toEqual(holds);
    expect(after.getQueryData(debtsKey)).toEqual(debts);
    expect(after.getQueryState(loansKey)?.dataUpdatedAt).toBe(fetchedAt);
  });

  it('are never restored for another patron, and that copy is dropped', async () => {
    signIn(101);
    await seenByPatron();
    signIn(202);
    const other = await reload();
    expect(other.getQueryData(loansKey)).toBeUndefined();
    expect(other.getQueryData(debtsKey)).toBeUndefined();
    expect(everythingStored()).not.toContain('consultas-do-leitor');
  });

  it('are wiped at logout, from storage and from memory', async () => {
    signIn(101);
    const queryClient = await seenByPatron();
    await clearPatronSession(queryClient, { refetchActive: false });
    authActions.loggedOut();
    expect(everythingStored()).not.toContain('consultas-do-leitor');
    expect(queryClient.getQueryData(loansKey)).toBeUndefined();
    expect(queryClient.getQueryData(holdsKey)).toBeUndefined();
    // Signing in again as the same patron finds nothing kept.
    signIn(101);
    expect((await reload()).getQueryData(loansKey)).toBeUndefined();
  });

  it('are wiped when another patron takes over the session (user swap)', async () => {
    signIn(101);
    const queryClient = await seenByPatron();
    signIn(202);
    await clearPatronSession(queryClient, { refetchActive: false });
    expect(everythingStored()).not.toContain('consultas-do-leitor');
    expect(queryClient.getQueryData(debtsKey)).toBeUndefined();
    expect((await reload()).getQueryData(loansKey)).toBeUndefined();
  });

  it('with nobody signed in, a kept copy is not restored and is removed', async () => {
    signIn(101);
    await seenByPatron();
    authActions.loggedOut();
    const signedOut = await reload();
    expect(signedOut.getQueryData(loansKey)).toBeUndefined();
    expect(everythingStored()).not.toContain('consultas-do-leitor');
  });
});

describe('the kept patron answers are the screens’ own entries', () => {
  it('match the generated keys of loans, renewals, holds and debts, and nothing beside', () => {
    for (const key of [
      getListCurrentLoansQueryKey({ showDetails: true }),
      getListRenewableLoansQueryKey(),
      getListHoldsQueryKey(),
      getListPendingDebitsQueryKey(),
    ])
      expect(isPersistedPatronKey(key)).toBe(true);
    for (const key of [
      getListHoldHistoryQueryKey(),
      getListLoanHistoryQueryKey({ dataIni: '2026-01-01' }),
      ['reserva', 12, 'informacoes-iniciais'],
    ])
      expect(isPersistedPatronKey(key)).toBe(false);
  });
});
