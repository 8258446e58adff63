import type { TitlePermissions } from '../../../api/generated/model';
import { titleTabs, type TitleTab } from '../../../config/paths';

/** The tab the bare `/acervo/{codAcervo}` route opens: the copies, what most visitors look for. */
export const defaultTitleTab: TitleTab = 'exemplares';

/** The permission flag that offers each tab (contract `TitlePermissions`); others always show. */
export const permissionOfTab: Partial<Record<TitleTab, keyof TitlePermissions>> = {
  marc: 'marc',
  'dublin-core': 'dublin_core',
  reserva: 'reserva',
  'solicitacao-emprestimo': 'solicitacao_emprestimo',
  'colecao-kardex': 'colecao_kardex',
  sumarios: 'sumarios',
  'sumarios-livros': 'sumarios_livros',
  'dados-estatisticos': 'dados_estatisticos',
  'acervo-fechado': 'acervo_fechado',
};

/** False only when the server says the tab does not apply to this title (an absent flag allows). */
export function isTabOffered(tab: TitleTab, permissions: TitlePermissions | undefined): boolean {
  const flag = permissionOfTab[tab];
  return !flag || !permissions || permissions[flag] !== false;
}

/**
 * Tabs the tab bar lists: those the server offers, plus the one open now so that a shared link
 * to a tab the title lacks still shows where the visitor is. Every tab while permissions load
 * or when they failed.
 */
export const visibleTabs = (
  permissions: TitlePermissions | undefined,
  active: TitleTab,
): readonly TitleTab[] =>
  titleTabs.filter((tab) => tab === active || isTabOffered(tab, permissions));
