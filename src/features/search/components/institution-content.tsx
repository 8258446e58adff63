import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Accordion, Disclosure, Heading, Link } from '../../../../design-system';
import type { OpeningHours } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import * as styles from './search.css';
import { homeContentQueries } from '../../../api/queries/public-config-queries';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';

/** Institution-written HTML, reduced to the app's one profile for server HTML. */
function SafeHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

const weekdays = [
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
  'domingo',
] as const satisfies readonly (keyof OpeningHours)[];

/**
 * The home page's institution content (spec section 2): its sections, FAQ, general
 * information, opening hours Monday to Sunday and events, each only when the server has it.
 * Loaded apart from the search form so the form is usable first.
 */
export default function InstitutionContent() {
  const { t, i18n } = useTranslation('search');
  // The institution pages' link texts live with the footer's, which links them on every page.
  const { t: tFooter } = useTranslation('footer');
  const section1 = useQuery(homeContentQueries.section1()).data;
  const section2 = useQuery(homeContentQueries.section2()).data;
  const faq = useQuery(homeContentQueries.faq()).data ?? [];
  const information = useQuery(homeContentQueries.generalInformation()).data;
  const hours = useQuery(homeContentQueries.openingHours()).data;
  const events = useQuery(homeContentQueries.events()).data ?? [];
  const sections = [section1, section2].filter((section) => !!section?.conteudo);
  const openSomeDay = hours && weekdays.some((day) => hours[day]);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <div className={styles.homeContent}>
      {sections.map((section) => (
        <section key={section!.titulo} aria-label={section!.titulo || t('home.about')}>
          <Heading level={2} size="md">
            {section!.titulo || t('home.about')}
          </Heading>
          <SafeHtml html={section!.conteudo} />
        </section>
      ))}
      {information?.texto ? (
        <section aria-labelledby="info-gerais">
          <Heading level={2} size="md" id="info-gerais">
            {t('home.generalInformation')}
          </Heading>
          <SafeHtml html={information.texto} />
        </section>
      ) : null}
      {hours && openSomeDay ? (
        <section aria-labelledby="horario">
          <Heading level={2} size="md" id="horario">
            {t('home.openingHours')}
          </Heading>
          <dl className={styles.hours}>
            {weekdays.map((day) => (
              <div key={day} style={{ display: 'contents' }}>
                <dt className={styles.hoursDay}>{t(`home.days.${day}`)}</dt>
                <dd className={styles.hoursTime}>{hours[day] ?? t('home.closed')}</dd>
              </div>
            ))}
          </dl>
          <Link href={paths.openingHours.href()} variant="standalone">
            {tFooter('institution.hoursByCampus')}
          </Link>
        </section>
      ) : null}
      {events.length > 0 ? (
        <section aria-labelledby="eventos">
          <Heading level={2} size="md" id="eventos">
            {t('home.events')}
          </Heading>
          <ul>
            {events.slice(0, 5).map((event) => (
              <li key={`${event.titulo}-${event.data_inicio}`}>
                <strong>{event.titulo}</strong> —{' '}
                <time dateTime={event.data_inicio}>
                  {dateFormat.format(new Date(event.data_inicio))}
                </time>
                {event.local ? `, ${event.local}` : null}
              </li>
            ))}
          </ul>
          <Link href={paths.events.href()} variant="standalone">
            {tFooter('institution.allEvents')}
          </Link>
        </section>
      ) : null}
      {faq.length > 0 ? (
        <section aria-labelledby="faq">
          <Heading level={2} size="md" id="faq">
            {t('home.faq')}
          </Heading>
          <Accordion allowsMultipleExpanded>
            {faq.map((item) => (
              <Disclosure key={item.pergunta} title={item.pergunta}>
                <SafeHtml html={item.resposta} />
              </Disclosure>
            ))}
          </Accordion>
        </section>
      ) : null}
    </div>
  );
}
