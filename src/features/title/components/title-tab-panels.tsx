import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../api/generated/model';
import type { TitleTab } from '../../../config/paths';
import { useTitlePrimaryAction } from './title-availability';

/**
 * The code of each tab's panel, a chunk of its own. The copies (the tab a title opens on) are
 * rendered in the page's second pass, after the record and its cover (their data is the
 * availability block's too, asked by the route's loader on every tab); another tab
 * when it opens, or with its data when the address names it (`preloadTitleTab`): the MARC grid,
 * the statistics' chart and the forms of a hold or a loan request are not part of a title's
 * first visit.
 */
const panelModules = {
  exemplares: () => import('./tabs/copies-tab'),
  referencia: () => import('./tabs/reference-tab'),
  marc: () => import('./tabs/marc-tab'),
  'dublin-core': () => import('./tabs/dublin-core-tab'),
  reserva: () => import('./tabs/hold-tab'),
  'solicitacao-emprestimo': () => import('./tabs/loan-request-tab'),
  'colecao-kardex': () => import('./tabs/kardex-tab'),
  sumarios: () => import('./tabs/summaries-tab'),
  'sumarios-livros': () => import('./tabs/summaries-tab'),
  'dados-estatisticos': () => import('./tabs/statistics-tab'),
  'acervo-fechado': () => import('./tabs/closed-collection-tab'),
} satisfies Record<TitleTab, () => Promise<unknown>>;

/** Fetches a named tab's code ahead of its first render (the title route's loader, with its data). */
export function preloadTitleTab(tab: TitleTab): void {
  if (tab !== 'exemplares') void panelModules[tab]();
}

const CopiesTab = lazy(async () => ({ default: (await panelModules.exemplares()).CopiesTab }));
const ReferenceTab = lazy(async () => ({
  default: (await panelModules.referencia()).ReferenceTab,
}));
const MarcTab = lazy(async () => ({ default: (await panelModules.marc()).MarcTab }));
const DublinCoreTab = lazy(async () => ({
  default: (await panelModules['dublin-core']()).DublinCoreTab,
}));
const HoldTab = lazy(async () => ({ default: (await panelModules.reserva()).HoldTab }));
const LoanRequestTab = lazy(async () => ({
  default: (await panelModules['solicitacao-emprestimo']()).LoanRequestTab,
}));
const KardexTab = lazy(async () => ({
  default: (await panelModules['colecao-kardex']()).KardexTab,
}));
const SummariesTab = lazy(async () => ({
  default: (await panelModules.sumarios()).SummariesTab,
}));
const StatisticsTab = lazy(async () => ({
  default: (await panelModules['dados-estatisticos']()).StatisticsTab,
}));
const ClosedCollectionTab = lazy(async () => ({
  default: (await panelModules['acervo-fechado']()).ClosedCollectionTab,
}));

/**
 * The hold tab. When a hold is the title's action, its form stands in the availability block at
 * the top of the page (one form, in the first screen); the tab says where it is. Otherwise the
 * tab explains why a hold is not possible.
 */
function HoldPanel({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  if (useTitlePrimaryAction(title) === 'hold') return <p>{t('availabilityBlock.holdInBlock')}</p>;
  return <HoldTab title={title} />;
}

/** The open tab's panel; it suspends until its chunk is in. */
export function TitleTabPanel({ tab, title }: { tab: TitleTab; title: Title }) {
  const codAcervo = title.cod_acervo;
  switch (tab) {
    case 'referencia':
      return <ReferenceTab codAcervo={codAcervo} />;
    case 'marc':
      return <MarcTab codAcervo={codAcervo} />;
    case 'exemplares':
      return <CopiesTab codAcervo={codAcervo} />;
    case 'dublin-core':
      return <DublinCoreTab codAcervo={codAcervo} />;
    case 'reserva':
      return <HoldPanel title={title} />;
    case 'solicitacao-emprestimo':
      return <LoanRequestTab title={title} />;
    case 'colecao-kardex':
      return <KardexTab codAcervo={codAcervo} />;
    case 'sumarios':
    case 'sumarios-livros':
      return <SummariesTab codAcervo={codAcervo} />;
    case 'dados-estatisticos':
      return <StatisticsTab codAcervo={codAcervo} />;
    case 'acervo-fechado':
      return <ClosedCollectionTab codAcervo={codAcervo} />;
  }
}
