import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  addPermanentBasketItems,
  exportBasket,
  getGetTitleQueryOptions,
  getListPermanentBasketQueryKey,
  listPermanentBasket,
} from '../../../api/generated/hooks/catalogue/catalogue';
import type { BasketExport } from '../../../api/generated/model';

/**
 * Query and mutation options of the basket page. An item added from somewhere that kept only its
 * code is completed with the title record (same key as the detail page, so a visited title is
 * cached).
 */
export const basketQueries = {
  title: (codAcervo: number) => getGetTitleQueryOptions(codAcervo),
  /** The signed-in patron's permanent basket, every title (key shared with the personal area). */
  permanent: () =>
    queryOptions({
      queryKey: getListPermanentBasketQueryKey({ tipoBusca: 'todos' }),
      queryFn: ({ signal }) => listPermanentBasket({ tipoBusca: 'todos' }, undefined, signal),
    }),
};

export const basketMutations = {
  /** Saves titles to the permanent basket; every cached permanent-basket list refreshes after. */
  saveToPermanent: () =>
    mutationOptions({
      mutationKey: ['addPermanentBasketItems'],
      mutationFn: (acervos: number[]) => addPermanentBasketItems({ acervos }),
      meta: { invalidates: [[getListPermanentBasketQueryKey()[0]]] },
    }),
  /** Export by e-mail: the form shows what went wrong itself (field errors stay next to the field). */
  sendByEmail: () =>
    mutationOptions({
      mutationKey: ['exportBasket', 'email'],
      mutationFn: (body: BasketExport) => exportBasket(body),
      meta: { handlesOwnError: true },
    }),
};
