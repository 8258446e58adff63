import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Badge, Button, IconMenu, Link, VisuallyHidden } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { useAuthPermissions, useAuthUser } from '../../../stores/auth-store';
import { useBasketCount } from '../../../stores/basket-store';
import { menuActions, personalAreaMenuId, useMenuStore } from '../../personal-area/menu-store';
import * as styles from './header.css';
import { headerTitle, personalAreaActivityOf } from './header-title';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

const actionsId = 'cabecalho-acoes';

// Only a signed-in patron has alerts: the link, its unread count and its texts load then, so the
// home page's first script carries none of them.
const AlertsHeaderLink = lazy(
  () => import('../../../features/alerts/components/alerts-header-link'),
);

/** The greeting uses the first word of the person's name (spec section 2, header control). */
const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * The page header: logo and title (home link), the basket with its count, and the session
 * actions: "Entrar" for visitors; greeting, personal area (activity 8 only), alerts with the
 * unread count and "Sair" for patrons. On small screens the actions fold behind a menu button,
 * which in the personal area opens its menu too: one menu button on a phone (issue 39).
 */
export function Header() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const { pathname, search } = useLocation();
  const user = useAuthUser();
  const permissions = useAuthPermissions();
  const basketCount = useBasketCount();
  // Start-up has already put the institution in the cache; this reads it.
  const { data: institution } = useQuery(publicConfigQueries.institution());
  // The menu remembers the page it was opened on, so navigating from it closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  // In the personal area the button opens its menu as well, whose state (closed on navigating)
  // the personal-area layout keeps.
  const withPersonalAreaMenu = useMenuStore((state) => state.personalAreaMenuShown);
  const personalAreaMenuOpen = useMenuStore((state) => state.menuMobileOpen);
  const menuOpen = withPersonalAreaMenu ? personalAreaMenuOpen : menuOpenOn === pathname;

  const personalArea = personalAreaActivityOf(permissions);
  const title = headerTitle({
    pathname,
    personalAreaName: personalArea?.descricao ?? t('header.personalAreaDefault'),
    catalogueName: tCommon('appName'),
    acronym: institution?.sigla,
  });
  // On the login page itself, keep the redirect it already carries.
  const loginHref =
    pathname === paths.login.pattern
      ? `${pathname}${search}`
      : paths.login.href(`${pathname}${search}`);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link
            href={paths.home.href()}
            variant="subtle"
            className={styles.homeLink}
            aria-label={t('header.homeLink', {
              title: `${tCommon('appName')} ${institution?.sigla ?? ''}`.trim(),
            })}
          >
            <img src="/logo.svg" alt="" width={40} height={40} />
          </Link>
          <p className={styles.title} data-testid="header-title">
            {title}
          </p>
        </div>
        <Button
          variant="quiet"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={withPersonalAreaMenu ? `${actionsId} ${personalAreaMenuId}` : actionsId}
          onPress={() =>
            withPersonalAreaMenu
              ? menuActions.mobileMenuToggled()
              : setMenuOpenOn(menuOpen ? null : pathname)
          }
        >
          <IconMenu />
          {t('header.menu')}
        </Button>
        <ul
          id={actionsId}
          aria-label={t('header.actions')}
          className={styles.actions}
          data-open={menuOpen || undefined}
        >
          <li>
            {/* Named by its text, "Cesta 3 itens": what is seen ("Cesta 3") starts the name, so a
                speech-input user can say it (label in name, WCAG 2.5.3). */}
            <Link href={paths.basket.href()} variant="standalone" className={styles.basketLink}>
              {t('header.basket')} <Badge tone="info">{basketCount}</Badge>{' '}
              <VisuallyHidden>{t('header.basketItems', { count: basketCount })}</VisuallyHidden>
            </Link>
          </li>
          {user ? (
            <>
              <li className={styles.greeting}>
                {t('header.greeting', { name: firstNameOf(user.nome_pessoa) })}
              </li>
              {personalArea ? (
                <li>
                  <Link href={paths.personalArea.href()} variant="standalone">
                    {personalArea.descricao}
                  </Link>
                </li>
              ) : null}
              <Suspense fallback={null}>
                <AlertsHeaderLink />
              </Suspense>
              <li>
                <Link href={paths.logout.href()} variant="standalone">
                  {t('header.logout')}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link href={loginHref} variant="standalone" className={styles.loginLink}>
                {t('header.login')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
