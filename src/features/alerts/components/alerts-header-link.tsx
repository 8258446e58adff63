import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Link, sprinkles, VisuallyHidden } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { alertsQueries } from '../api/alerts-queries';

// Atomic classes the first screen already ships: a stylesheet of this module's own would be one
// more file for the header to name.
const inlineWithBadge = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });

/**
 * The header's way to the Alerts screen, with the signed-in patron's unread count. A module of
 * its own, loaded by the header only once a patron is signed in: the home page's first script
 * carries neither it, its query nor its texts. It reads the very list the screen and the
 * dashboard card read, so marking an alert read or deleting one updates it without a reload.
 */
export default function AlertsHeaderLink() {
  const { t } = useTranslation('alerts');
  const { data } = useQuery(alertsQueries.list());
  const unread = data?.filter((alert) => !alert.lido).length;
  return (
    <li>
      {/* Named by its text, "Alertas 2 não lidos": what is seen ("Alertas 2") starts the name
          (label in name, WCAG 2.5.3), as the basket link does. Until the list is in (or if it
          fails) the link is just "Alertas". */}
      <Link href={paths.alerts.href()} variant="standalone" className={inlineWithBadge}>
        {t('header.link')}
        {unread === undefined ? null : (
          <>
            {' '}
            <Badge tone={unread ? 'warning' : 'neutral'}>{unread}</Badge>{' '}
            <VisuallyHidden>{t('header.unread', { count: unread })}</VisuallyHidden>
          </>
        )}
      </Link>
    </li>
  );
}
