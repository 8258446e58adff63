import { getGetTitleQueryOptions } from '../../../api/generated/hooks/catalogue/catalogue';

/**
 * Query options of the basket page. An item added from somewhere that kept only its code is
 * completed with the title record (same key as the detail page, so a visited title is cached).
 */
export const basketQueries = {
  title: (codAcervo: number) => getGetTitleQueryOptions(codAcervo),
};
