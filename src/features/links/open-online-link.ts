import type { OnlineLink, RestrictedAccessAnswer, TitleLink } from '../../api/generated/model';
import { paths } from '../../config/paths';

/**
 * One online link of a title, whichever call listed it: the result list's
 * `GET /vinculos/links-resultado` (`restrito`, no address for restricted links) or the title's
 * `GET /acervo/{id}/links` (`acesso_restrito`, the catalogued address).
 */
export interface OnlineLinkItem {
  seq_paragrafo: number;
  descricao?: string | null;
  /** The address to open directly; null when the link must be resolved first. */
  url: string | null;
  /** Opened through the restricted-access call. */
  restricted: boolean;
}

export const fromResultLink = (link: OnlineLink): OnlineLinkItem => ({
  seq_paragrafo: link.seq_paragrafo,
  descricao: link.descricao,
  url: link.restrito ? null : (link.url ?? null),
  // A link without an address can only be opened by asking the server for one.
  restricted: link.restrito || !link.url,
});

export const fromTitleLink = (link: TitleLink): OnlineLinkItem => ({
  seq_paragrafo: link.seq_paragrafo,
  descricao: link.descricao,
  // The catalogued address of a restricted link is not where the patron may go: the
  // restricted-access call answers the real one (a proxy, or the e-book provider).
  url: link.acesso_restrito ? null : link.url,
  restricted: !!link.acesso_restrito,
});

/**
 * Where a restricted link's answer leads: its address, or the e-book provider B entry of this app
 * (spec section 2) with the provider's data as query parameters. Null when the answer names
 * neither (nothing to open).
 */
export function restrictedTarget(answer: RestrictedAccessAnswer, origin: string): string | null {
  if (answer.provedor_externo) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(answer.dados ?? {})) {
      // `rota` names the provider route, which is ours to know; only scalar data travels.
      if (key !== 'rota' && (typeof value === 'string' || typeof value === 'number'))
        query.set(key, String(value));
    }
    const search = query.toString();
    return `${origin}${paths.ebookProviderB.href()}${search ? `?${search}` : ''}`;
  }
  return answer.url ?? null;
}

/**
 * The text of a link: its description, else a numbered name (`unnamed` says it in the caller's
 * language), since a list of identical "link" labels tells a screen-reader user nothing.
 */
export const onlineLinkLabel = (
  link: Pick<OnlineLinkItem, 'descricao'>,
  index: number,
  unnamed: (number: number) => string,
) => link.descricao?.trim() || unnamed(index + 1);
