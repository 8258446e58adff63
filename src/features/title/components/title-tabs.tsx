import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../api/generated/model';
import { paths, type TitleTab } from '../../../config/paths';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '../../../../design-system';
import { titleQueries } from '../api/title-queries';
import { isTabOffered, visibleTabs } from '../utils/title-tab';
import { TitleTabPanel } from './title-tab-panels';

// Hold and loan request explain themselves (sign in first, then why not); the rest say the tab
// does not apply instead of asking the server for data it says is not there.
const explainsItself = (tab: TitleTab) => tab === 'reserva' || tab === 'solicitacao-emprestimo';

/**
 * The detail tabs. Each tab is a link to its own URL (the router decides what is open), so a tab
 * can be bookmarked and Back returns to the previous one. Arrow keys move between tabs and
 * Enter opens one (manual activation: moving the focus does not load every tab on the way).
 * Only the open tab's panel is rendered, so only its data (and its code) is fetched.
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
          // A tab changes the page's lower half: the reader stays where the tab bar is.
          <Tab
            id={id}
            href={paths.title.href(title.cod_acervo, id)}
            routerOptions={{ preventScrollReset: true }}
          >
            {t(`tabs.${id}`)}
          </Tab>
        )}
      </TabList>
      <TabPanel id={active} key={active}>
        {waitsForPermissions ? (
          <Skeleton lines={3} />
        ) : offered || explainsItself(active) ? (
          <Suspense fallback={<Skeleton lines={3} />}>
            <TitleTabPanel tab={active} title={title} />
          </Suspense>
        ) : (
          <p>{t(`notOffered.${active}`)}</p>
        )}
      </TabPanel>
    </Tabs>
  );
}
