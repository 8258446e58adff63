import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SearchRecord } from '../api/generated/model';

/** What the basket keeps of a title: enough to list it without fetching it again. */
export type BasketItem = Pick<SearchRecord, 'cod_acervo'> & Partial<SearchRecord>;

/** Spec section 3, client state "Basket" (cesta): items keyed by cod_acervo; it persists. */
export interface BasketState {
  itens: Record<string, BasketItem>;
}

export const useBasketStore = create<BasketState>()(
  persist((): BasketState => ({ itens: {} }), { name: 'cesta', version: 1 }),
);

const keyed = (items: BasketItem[]) =>
  Object.fromEntries(items.map((item) => [String(item.cod_acervo), item]));

export const useBasketCount = () => useBasketStore((state) => Object.keys(state.itens).length);
export const useIsInBasket = (codAcervo: number) =>
  useBasketStore((state) => String(codAcervo) in state.itens);

export const basketActions = {
  added: (item: BasketItem) =>
    useBasketStore.setState((state) => ({ itens: { ...state.itens, ...keyed([item]) } })),
  addedMany: (items: BasketItem[]) =>
    useBasketStore.setState((state) => ({ itens: { ...state.itens, ...keyed(items) } })),
  removed: (codAcervo: number) =>
    useBasketStore.setState((state) => {
      const { [String(codAcervo)]: _removed, ...rest } = state.itens;
      return { itens: rest };
    }),
  cleared: () => useBasketStore.setState({ itens: {} }),
  replaced: (items: BasketItem[]) => useBasketStore.setState({ itens: keyed(items) }),
};
