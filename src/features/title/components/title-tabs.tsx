import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../api/generated/model';
import { paths, type TitleTab } from '../../../config/paths';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '../../../../design-system';
import { titleQueries } from '../api/title-queries';
import { isTabOffered, visibleTabs } from '../utils/title-tab';
import { ClosedCollectionTab } from './tabs/closed-collection-tab';
import { CopiesTab } from './tabs/copies-tab';
import { DublinCoreTab } from './tabs/dublin-core-tab';
import { HoldTab } from './tabs/hold-tab';
import { KardexTab } from './tabs/kardex-tab';
import { LoanRequestTab } from './tabs/loan-request-tab';
import { MarcTab } from './tabs/marc-tab';
import { ReferenceTab } from './tabs/reference-tab';
import { StatisticsTab } from './tabs/statistics-tab';
import { SummariesTab } from './tabs/summaries-tab';

function TabContent({ tab, title }: { tab: TitleTab; title: Title }) {
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
      return <HoldTab title={title} />;
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

// Hold and loan request explain themselves (sign in first, then why not); the rest say the tab
// does not apply instead of asking the server for data it says is not there.
const explainsItself = (tab: TitleTab) => tab === 'reserva' || tab === 'solicitacao-emprestimo';

/**
 * The detail tabs. Each tab is a link to its own URL (the router decides what is open), so a tab
 * can be bookmarked and Back returns to the previous one. Arrow keys move between tabs and
 * Enter opens one (manual activation: moving the focus does not load every tab on the way).
 * Only the open tab's panel is rendered, so only its data is fetched.
 */
export function TitleTabs({ title, active }: { title: Title; active: TitleTab }) {
  const { t } = useTranslation('catalogue');
  const permissions = useQuery(titleQueries.permissions(title.cod_acervo));
  const offered = isTabOffered(active, permissions.data);
  const waitsForPermissions = permissions.isPending && !explainsItself(active);
  return (
    <Tabs selectedKey={active} keyboardActivation="manual">
      <TabList
        aria-label={t('tabs.label')}
        items={visibleTabs(permissions.data, active).map((id) => ({ id }))}
      >
        {({ id }) => (
          <Tab id={id} href={paths.title.href(title.cod_acervo, id)}>
            {t(`tabs.${id}`)}
          </Tab>
        )}
      </TabList>
      <TabPanel id={active} key={active}>
        {waitsForPermissions ? (
          <Skeleton lines={3} />
        ) : offered || explainsItself(active) ? (
          <TabContent tab={active} title={title} />
        ) : (
          <p>{t(`notOffered.${active}`)}</p>
        )}
      </TabPanel>
    </Tabs>
  );
}
