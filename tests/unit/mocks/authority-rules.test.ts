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
const get = async <T>(path: string, idioma = '1') =>
  (await (
    await fetch(`http://localhost/api${path}`, {
      headers: { Authorization: `Bearer ${visitor}`, idioma },
    })
  ).json()) as T;

describe('authority records', () => {
  it('see-also references carry the heading of the related record, and its MARC has a 5XX field', async () => {
    const withRelated = mock.context.db.authorities
      .all()
      .find((row) => row.remissivas_ver_tambem.length > 0)!;
    const authority = await get<{
      remissivas_ver_tambem: Array<{ cod_autoridade: number; cabecalho: string }>;
      marc: { campos: Array<{ tag: string }> };
    }>(`/autoridade/${withRelated.cod_autoridade}`);
    expect(authority.remissivas_ver_tambem.map((item) => item.cod_autoridade)).toEqual(
      withRelated.remissivas_ver_tambem,
    );
    expect(authority.marc.campos.some((field) => field.tag.startsWith('5'))).toBe(true);
  });

  it('the "see from" forms of a person are answered (Machado de Assis)', async () => {
    const machado = mock.context.db.authorities
      .all()
      .find((row) => row.cabecalho === 'Assis, Machado de')!;
    const authority = await get<{ cabecalho: string; remissivas_ver: string[] }>(
      `/autoridade/${machado.cod_autoridade}`,
    );
    expect(authority.cabecalho).toBe('Assis, Machado de, 1839-1908');
    expect(authority.remissivas_ver).toContain('Machado de Assis, Joaquim Maria, 1839-1908');
  });

  it('type labels follow the idioma header and keep the requested subset in contract order', async () => {
    expect((await get<Array<{ descricao: string }>>('/autoridade/combo', '5'))[1]?.descricao).toBe(
      'Authors - People',
    );
    expect(
      (await get<Array<{ codigo: string }>>('/autoridade/combo?autoridades=assunto,todos')).map(
        (item) => item.codigo,
      ),
    ).toEqual(['todos', 'assunto']);
  });
});
