import type {
  AdditionalTitles,
  IndexedTitle,
  OnlineLink,
  SearchRecord,
} from '../../../api/generated/model';
import { primaryActionOf } from '../../../lib/availability/primary-action';

// The rule lives with the availability block's, which the title page shares.
export { offersWaitingList } from '../../../lib/availability/primary-action';

/** Whether the record can be read online: remote access, or links the server listed for it. */
export const isOnline = (record: Pick<SearchRecord, 'acesso_remoto'>, links: readonly unknown[]) =>
  record.acesso_remoto === 'cr' || links.length > 0;

/**
 * Whether the card's availability block offers the online copy as its action: the card then
 * lists the links there and drops its "online" badge (a card says each thing once).
 */
export const onlineIsTheAction = (
  record: Pick<SearchRecord, 'acesso_remoto' | 'exemplares'>,
  links: readonly OnlineLink[],
  isNetwork: boolean,
) =>
  !isNetwork &&
  isOnline(record, links) &&
  primaryActionOf({ exemplares: record.exemplares, online: true }) === 'online';

const NO_TITLES: string[] = [];

/**
 * The other titles of one record from the answer of `GET /titulos-adicionais`, without blanks
 * and repeats, and without the title the list already shows.
 */
export function otherTitlesOf(
  answer: readonly AdditionalTitles[] | undefined,
  record: Pick<SearchRecord, 'cod_acervo' | 'titulo'>,
): string[] {
  const titles = answer?.find((entry) => entry.cod_acervo === record.cod_acervo)?.titulos ?? [];
  if (titles.length === 0) return NO_TITLES;
  const seen = new Set([record.titulo.trim().toLowerCase()]);
  return titles
    .map((title) => title.trim())
    .filter((title) => {
      const folded = title.toLowerCase();
      if (!title || seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
}

/** Whether `GET /acervos-indexados` says the record has indexed content. */
export const isIndexedIn = (answer: readonly IndexedTitle[] | undefined, codAcervo: number) =>
  !!answer?.some((entry) => entry.cod_acervo === codAcervo && entry.indexado);
