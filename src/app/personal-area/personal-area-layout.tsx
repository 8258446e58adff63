import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button, IconChevronLeft, IconChevronRight } from '../../../design-system';
import { paths, personalAreaPrefix } from '../../config/paths';
import { useAuthPermissions } from '../../stores/auth-store';
import { PageLoading } from '../router/page-loading';
import { RequireSignedIn } from '../router/require-auth-boundary';
import { menuIcons } from './menu-icons';
import { menuActions, personalAreaMenuId, useMenuStore } from './menu-store';
import {
  entryAt,
  isEntryPermitted,
  permittedEntries,
  personalAreaMenu,
  sectionedEntries,
  type PersonalAreaMenuEntry,
} from './menu-registry';
import type { PersonalAreaContext } from './personal-area-context';
import { PersonalAreaForbidden } from './personal-area-forbidden';
import * as styles from './personal-area-layout.css';

/**
 * The personal area's frame: a menu of the registered screens the patron's activities allow, in
 * sections, collapsible on wide screens (`menuOpen`) and opened on demand on narrow ones
 * (`menuMobileOpen`), beside the current screen. On a phone the header's Menu button opens it
 * (with the header's own actions): one menu button, not two (issue 39).
 */
export function PersonalAreaLayout() {
  const { t } = useTranslation('personal-area');
  const permissions = useAuthPermissions();
  const menuOpen = useMenuStore((state) => state.menuOpen);
  const mobileOpen = useMenuStore((state) => state.menuMobileOpen);
  const { pathname } = useLocation();
  const entries = permittedEntries(personalAreaMenu, permissions);
  const current = entryAt(personalAreaMenu, pathname.slice(`/${personalAreaPrefix}`.length));
  const forbidden = current !== undefined && !isEntryPermitted(current, permissions);
  const context: PersonalAreaContext = {
    screenHref: (id) => {
      const entry = entries.find((candidate) => candidate.id === id);
      return entry ? paths.personalArea.href(entry.path) : undefined;
    },
  };

  // Choosing a screen on a phone closes the menu that covered it.
  useEffect(() => {
    menuActions.mobileMenuToggled(false);
  }, [pathname]);
  // Tells the header that its Menu button opens this menu too, while the menu is there.
  useEffect(() => {
    menuActions.personalAreaMenuShown(true);
    return () => menuActions.personalAreaMenuShown(false);
  }, []);

  return (
    <RequireSignedIn>
      <div className={styles.area} data-menu-open={menuOpen} data-mobile-open={mobileOpen}>
        <nav className={styles.nav} aria-label={t('layout.menu')}>
          {/* Named while the list is open; collapsed, the icon alone (the name stays for
              assistive technology, as on the links). One element, so focus stays on it. */}
          <Button
            className={`${styles.desktopOnly} ${styles.collapseControl}`}
            variant="quiet"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={personalAreaMenuId}
            onPress={menuActions.menuToggled}
          >
            {menuOpen ? <IconChevronLeft /> : <IconChevronRight />}
            <span className={styles.collapsedLabel}>
              {menuOpen ? t('layout.collapseMenu') : t('layout.expandMenu')}
            </span>
          </Button>
          <ul id={personalAreaMenuId} className={styles.list}>
            {sectionedEntries(entries).map((item) =>
              'entries' in item ? (
                <li key={item.section} className={styles.section}>
                  {/* The section's name labels its list, so a screen reader says "Circulação,
                      list, 4 items" on entering it; collapsed, a rule above it still groups it. */}
                  <span
                    id={`${personalAreaMenuId}-${item.section}`}
                    className={styles.sectionLabel}
                  >
                    <span className={styles.collapsedLabel}>
                      {t(`menuSections.${item.section}`)}
                    </span>
                  </span>
                  <ul
                    aria-labelledby={`${personalAreaMenuId}-${item.section}`}
                    className={styles.sectionList}
                  >
                    {item.entries.map((entry) => (
                      <MenuLink key={entry.id} entry={entry} />
                    ))}
                  </ul>
                </li>
              ) : (
                <MenuLink key={item.id} entry={item} />
              ),
            )}
          </ul>
        </nav>
        <div className={styles.content}>
          {forbidden ? (
            <PersonalAreaForbidden />
          ) : (
            // The menu stays while a screen's on-demand texts arrive.
            <Suspense fallback={<PageLoading />}>
              <Outlet context={context} />
            </Suspense>
          )}
        </div>
      </div>
    </RequireSignedIn>
  );
}

function MenuLink({ entry: { id, path } }: { entry: PersonalAreaMenuEntry }) {
  const { t } = useTranslation('personal-area');
  const Icon = menuIcons[id];
  return (
    <li>
      <NavLink end to={paths.personalArea.href(path)} className={styles.link}>
        <Icon />
        <span className={styles.collapsedLabel}>{t(`menu.${id}`)}</span>
      </NavLink>
    </li>
  );
}
