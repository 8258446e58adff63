// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  keepMockStateSaved,
  restoreMockState,
  saveMockState,
} from '../../../mocks/browser-persistence';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';

/** A stand-in for the browser's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const api = (path: string) => `http://localhost/api${path}`;

describe('the in-browser mock across a page reload', () => {
  it('keeps what a patron changed and the session they had', async () => {
    const storage = memoryStorage();
    const before = await createMockServer();
    before.server.listen({ onUnhandledFrame: 'error' });
    const token = before.context.tokens.issuePatron(
      String(qaAccounts.leitor.cod_pessoa),
    ).access_token;
    const titleId = before.context.db.titles.findFirst()?.cod_acervo ?? 1;
    const sent = await fetch(api(`/comentarios/acervo/${titleId}`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Leitura obrigatória para o curso de Letras.' }),
    });
    expect(sent.status).toBeLessThan(300);
    saveMockState(before.context, storage);
    before.server.close();

    // The reload: a new mock seeded from scratch, then the saved state replayed.
    const after = await createMockServer();
    expect(await restoreMockState(after.context, storage)).toBe(true);
    after.server.listen({ onUnhandledFrame: 'error' });
    const mine = await fetch(api(`/comentarios/usuario/acervo/${titleId}`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain(
      'Leitura obrigatória para o curso de Letras.',
    );
    after.server.close();
  });

  it('starts from the seed when nothing was saved or the saved state is unreadable', async () => {
    const storage = memoryStorage();
    const mock = await createMockServer();
    expect(await restoreMockState(mock.context, storage)).toBe(false);
    storage.setItem('mock:state', '{not json');
    expect(await restoreMockState(mock.context, storage)).toBe(false);
    expect(storage.getItem('mock:state')).toBeNull();
  });

  it('keeps the issued tokens across a browser restart (localStorage), not the data', async () => {
    const session = memoryStorage();
    const lasting = memoryStorage();
    const before = await createMockServer();
    const issued = before.context.tokens.issuePatron(String(qaAccounts.leitor.cod_pessoa));
    const { access_token } = issued;
    const refreshToken = 'refresh_token' in issued ? issued.refresh_token : '';
    saveMockState(before.context, session, lasting);

    // The restart: sessionStorage is gone, localStorage stays.
    const after = await createMockServer();
    expect(await restoreMockState(after.context, memoryStorage(), lasting)).toBe(true);
    expect(after.context.tokens.verify(`Bearer ${access_token}`)?.subject).toBe(
      String(qaAccounts.leitor.cod_pessoa),
    );
    expect(after.context.tokens.refresh(refreshToken)).not.toBeNull();

    // The QA panel's "Reset mock data" clears the lasting copy too.
    const page = new EventTarget() as unknown as Window;
    keepMockStateSaved(after.context, session, page, lasting).reset();
    expect(lasting.getItem('mock:tokens')).toBeNull();
  });
});
