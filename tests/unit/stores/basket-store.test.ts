import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  basketActions,
  useBasketCount,
  useBasketStore,
  useIsInBasket,
} from '../../../src/stores/basket-store';

const titles = (...codes: number[]) => codes.map((cod_acervo) => ({ cod_acervo }));
const codes = () => Object.keys(useBasketStore.getState().itens).map(Number);

beforeEach(() => {
  basketActions.cleared();
  localStorage.clear();
});

describe('basket (spec section 4)', () => {
  it('adds a title once, however often it is added', () => {
    basketActions.added({ cod_acervo: 10, desc_tipo_obra: 'Livro' });
    basketActions.added({ cod_acervo: 10, desc_tipo_obra: 'Livro' });
    expect(codes()).toEqual([10]);
    expect(useBasketStore.getState().itens['10']?.desc_tipo_obra).toBe('Livro');
  });

  it('adds many at once, keeping what was there', () => {
    basketActions.added({ cod_acervo: 1 });
    basketActions.addedMany(titles(2, 3, 1));
    expect(codes().sort()).toEqual([1, 2, 3]);
  });

  it('removes by cod_acervo and leaves the others', () => {
    basketActions.addedMany(titles(1, 2, 3));
    basketActions.removed(2);
    basketActions.removed(99);
    expect(codes().sort()).toEqual([1, 3]);
  });

  it('clears everything', () => {
    basketActions.addedMany(titles(1, 2));
    basketActions.cleared();
    expect(codes()).toEqual([]);
  });

  it('replaces the whole content', () => {
    basketActions.addedMany(titles(1, 2));
    basketActions.replaced(titles(7, 8));
    expect(codes().sort()).toEqual([7, 8]);
  });

  it('counts and answers "is it in the basket" for the UI', () => {
    basketActions.addedMany(titles(4, 5));
    const { result } = renderHook(() => ({
      count: useBasketCount(),
      four: useIsInBasket(4),
      six: useIsInBasket(6),
    }));
    expect(result.current).toEqual({ count: 2, four: true, six: false });
  });

  it('persists across visits', async () => {
    basketActions.addedMany(titles(11, 12));
    expect(JSON.parse(localStorage.getItem('cesta') ?? '{}')).toMatchObject({
      state: { itens: { '11': { cod_acervo: 11 }, '12': { cod_acervo: 12 } } },
    });
    useBasketStore.setState({ itens: {} }, true);
    localStorage.setItem(
      'cesta',
      JSON.stringify({ state: { itens: { 5: { cod_acervo: 5 } } }, version: 1 }),
    );
    await useBasketStore.persist.rehydrate();
    expect(codes()).toEqual([5]);
  });
});
