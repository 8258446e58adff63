import type { UseMutationOptions } from '@tanstack/react-query';
import {
  getCreateStorageRequestMutationOptions,
  getGetTitleStorageDataQueryKey,
} from '../../../api/generated/hooks/catalogue/catalogue';

/** The closed-collection tab's action: `POST /gravar-armazem?cod_biblioteca`. */
export const closedCollectionMutations = {
  // Requested copies stop being available: the title's storage data (every library's, under
  // ['acervo', id, 'dados-armazem']) is fetched again. The tab shows a refusal itself.
  request: (codAcervo: number) =>
    getCreateStorageRequestMutationOptions({
      mutation: {
        meta: {
          invalidates: [getGetTitleStorageDataQueryKey(codAcervo)],
          handlesOwnError: true,
        } satisfies UseMutationOptions['meta'],
      },
    }),
};
