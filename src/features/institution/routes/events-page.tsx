import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading, Link, VisuallyHidden } from '../../../../design-system';
import { usePageTitle } from '../../../lib/document-title/use-page-title';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { institutionQueries } from '../api/institution-queries';
import * as styles from '../components/institution.css';
import { eventItems, type EventItem } from '../utils/events';

function EventEntry({ event }: { event: EventItem }) {
  const { t } = useTranslation('institution');
  const { dateTime } = useFormat();
  const start = dateTime(event.start);
  const end = event.end ? dateTime(event.end) : '';
  return (
    <li className={styles.eventItem}>
      <Heading level={2} size="md">
        {event.href ? (
          <Link href={event.href} target="_blank" rel="noopener noreferrer">
            {event.title}
            <VisuallyHidden> {t('events.newTab')}</VisuallyHidden>
          </Link>
        ) : (
          event.title
        )}
      </Heading>
      <p className={styles.plain}>
        <time dateTime={event.start}>{end ? t('events.range', { start, end }) : start}</time>
      </p>
      {event.place ? (
        <p className={styles.muted}>{t('events.place', { place: event.place })}</p>
      ) : null}
      {event.description ? <p className={styles.plain}>{event.description}</p> : null}
    </li>
  );
}

/**
 * `/eventos` (the home page's and the footer's "Events"): the upcoming events of the
 * institution's events platform (`GET /parametros/eventos_eventum`), soonest first, with date
 * and time in the patron's language and a link to each event's page when its address is safe.
 */
export function EventsPage() {
  const { t } = useTranslation('institution');
  usePageTitle(t('events.title'));
  const events = useQuery(institutionQueries.eventumEvents());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('events.title')}</Heading>
      <p className={styles.plain}>{t('events.intro')}</p>
      <QueryView query={events} errorTitle={t('events.loadError')}>
        {(answer) => {
          const items = eventItems(answer);
          return items.length === 0 ? (
            <p className={styles.muted}>{t('events.empty')}</p>
          ) : (
            <ul className={styles.eventList} aria-label={t('events.listLabel')}>
              {items.map((event) => (
                <EventEntry key={event.key} event={event} />
              ))}
            </ul>
          );
        }}
      </QueryView>
    </div>
  );
}
