import { describe, expect, it } from 'vitest';
import {
  fromResultLink,
  fromTitleLink,
  onlineLinkLabel,
  restrictedTarget,
} from '../../../src/features/links/open-online-link';
import { clientInfoOf } from '../../../src/features/links/client-info';
import { cssColour } from '../../../src/features/title/utils/css-colour';
import { titleAddress } from '../../../src/features/title/utils/title-address';
import {
  statisticsSeries,
  statisticsTotals,
} from '../../../src/features/title/utils/statistics-series';

const origin = 'https://catalogo.ufx.example.org';

describe('restricted-access answers', () => {
  it('an address answer opens that address', () => {
    expect(
      restrictedTarget(
        { url: 'https://proxy.example.org/login?url=x', provedor_externo: false, dados: null },
        origin,
      ),
    ).toBe('https://proxy.example.org/login?url=x');
  });

  it('a provider flag opens the app’s e-book provider B entry with the scalar data only', () => {
    const target = restrictedTarget(
      {
        url: null,
        provedor_externo: true,
        dados: {
          rota: '/livros-digitais-b',
          cod_acervo: 242,
          seq_paragrafo: 1,
          isbn: ['9780001016996'],
          titulo: 'The sound & the fury',
        },
      },
      origin,
    );
    const url = new URL(target!);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/livros-digitais-b');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cod_acervo: '242',
      seq_paragrafo: '1',
      titulo: 'The sound & the fury',
    });
  });

  it('a provider flag without data opens the bare entry; an answer with neither opens nothing', () => {
    expect(restrictedTarget({ provedor_externo: true, dados: null }, origin)).toBe(
      `${origin}/livros-digitais-b`,
    );
    expect(restrictedTarget({ provedor_externo: false, url: null }, origin)).toBeNull();
  });
});

describe('links from either call', () => {
  it('a restricted title link never exposes its catalogued address', () => {
    expect(
      fromTitleLink({
        seq_paragrafo: 2,
        descricao: 'E-book',
        url: 'https://repositorio.example.org/digital/242',
        acesso_restrito: true,
      }),
    ).toEqual({ seq_paragrafo: 2, descricao: 'E-book', url: null, restricted: true });
    expect(
      fromTitleLink({ seq_paragrafo: 1, url: 'https://www.revistas.usp.br/rsp' }),
    ).toMatchObject({ url: 'https://www.revistas.usp.br/rsp', restricted: false });
  });

  it('a result link without an address can only be resolved by the server', () => {
    expect(fromResultLink({ seq_paragrafo: 1, url: null, restrito: false })).toMatchObject({
      url: null,
      restricted: true,
    });
    expect(
      fromResultLink({ seq_paragrafo: 1, url: 'https://a.example.org/', restrito: false }),
    ).toMatchObject({ url: 'https://a.example.org/', restricted: false });
  });

  it('a link without a description gets a numbered name', () => {
    const unnamed = (number: number) => `Link ${number}`;
    expect(onlineLinkLabel({ descricao: '  ' }, 1, unnamed)).toBe('Link 2');
    expect(onlineLinkLabel({ descricao: null }, 0, unnamed)).toBe('Link 1');
    expect(onlineLinkLabel({ descricao: ' Acesso online ' }, 0, unnamed)).toBe('Acesso online');
  });

  it('names browser, device and system in fixed English words', () => {
    expect(
      clientInfoOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 130', device: 'mobile', os: 'Android' });
  });
});

describe('title extras', () => {
  it('accepts only #rrggbb colours from the server', () => {
    expect(cssColour('#1A2B3C')).toBe('#1a2b3c');
    for (const bad of [
      'red',
      '#fff',
      'url(https://x)',
      '#1a2b3c; background: red',
      null,
      undefined,
    ])
      expect(cssColour(bad)).toBeNull();
  });

  it('the QR code’s address is the record page under the app’s base', () => {
    expect(titleAddress(7, origin)).toBe(`${origin}/acervo/7`);
    expect(titleAddress(7, origin, '/catalogo/')).toBe(`${origin}/catalogo/acervo/7`);
  });

  it('orders months for the chart and totals each series', () => {
    const statistics = {
      ano: 2025,
      meses: [
        { mes: 2, emprestimos: 1, reservas: 2, acessos: 3 },
        { mes: 1, emprestimos: 4, reservas: 0, acessos: 11 },
      ],
    };
    const { categories, series } = statisticsSeries(statistics, {
      month: (month) => `m${month}`,
      loans: 'Empréstimos',
      holds: 'Reservas',
      accesses: 'Acessos',
    });
    expect(categories).toEqual(['m1', 'm2']);
    expect(series).toEqual([
      { name: 'Empréstimos', values: [4, 1] },
      { name: 'Reservas', values: [0, 2] },
      { name: 'Acessos', values: [11, 3] },
    ]);
    expect(statisticsTotals(statistics)).toEqual({ emprestimos: 5, reservas: 2, acessos: 14 });
  });
});
