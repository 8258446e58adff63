import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, VisuallyHidden } from '../../../../design-system';
import { AcquisitionSuggestionDialog } from '../../../features/feedback/components/acquisition-suggestion-dialog';
import { GeneralCommentDialog } from '../../../features/feedback/components/general-comment-dialog';
import { paths } from '../../../config/paths';
import { useAuthUser } from '../../../stores/auth-store';
import * as styles from './footer.css';
import { SupportDialog } from './support-dialog';
import { footerActivity, useFooterActivities } from './use-footer-activities';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { checkedAddress } from '../../../lib/urls/safe-url';

/** Spec section 9: the oldest browsers the catalogue supports. */
const minimumBrowsers = 'Chrome 104, Firefox 110, Edge 110';

/** Session `categoria` of teachers (Docente); see the contract's `link_sugestao_docente`. */
const teacherCategory = '05';

/**
 * The footer of every page (spec section 2, "Shared pieces: Footer"): comment and suggestion
 * forms, the institution's links and logo, support message, privacy link and copyright. Each
 * piece shows only when its activity is permitted or its setting is present.
 */
export function Footer() {
  const { t } = useTranslation('footer');
  // Start-up has put the institution in the cache; the footer only reads it.
  const { data: institution } = useQuery(publicConfigQueries.institution());
  const user = useAuthUser();
  const activities = useFooterActivities();
  const activity = (code: number) => activities.find((item) => item.cod_atividade === code);
  // Server addresses: shown only when they are http(s) or a path of this site.
  const linkOf = (code: number) => checkedAddress(activity(code)?.link);

  const acronym = institution?.sigla ?? '';
  const externalLink = activity(footerActivity.externalLink);
  const externalHref = checkedAddress(externalLink?.link);
  const privacyHref = checkedAddress(institution?.link_lgpd);
  const networkCatalogue = linkOf(footerActivity.networkCatalogue);
  const logo = linkOf(footerActivity.logo);
  const teacherLink =
    user?.categoria === teacherCategory ? checkedAddress(institution?.link_sugestao_docente) : null;
  // Activity 8 (personal area) is the one whose notice the institution writes for the public.
  const personalArea = activity(footerActivity.personalArea);
  const supportHtml = institution?.msg_suporte_consulta?.trim() || t('support.default');
  const newTab = <VisuallyHidden> {t('newTab')}</VisuallyHidden>;

  return (
    <footer className={styles.footer}>
      <ul className={styles.list}>
        {activity(footerActivity.comment) ? (
          <li>
            <GeneralCommentDialog />
          </li>
        ) : null}
        {activity(footerActivity.suggestion) ? (
          <li>
            <AcquisitionSuggestionDialog />
          </li>
        ) : null}
        {teacherLink ? (
          <li>
            <Link href={teacherLink} target="_blank" rel="noopener noreferrer">
              {t('teacherSuggestion')}
              {newTab}
            </Link>
          </li>
        ) : null}
        {externalLink && externalHref ? (
          <li>
            <Link href={externalHref} target="_blank" rel="noopener noreferrer">
              {externalLink.descricao}
              {newTab}
            </Link>
          </li>
        ) : null}
        {networkCatalogue ? (
          <li>
            <Link href={networkCatalogue} target="_blank" rel="noopener noreferrer">
              {t('networkCatalogue')}
              {newTab}
            </Link>
          </li>
        ) : null}
        {privacyHref ? (
          <li>
            <Link href={privacyHref}>{t('privacy')}</Link>
          </li>
        ) : null}
        <li>
          <Link href={paths.openingHours.href()}>{t('institution.openingHours')}</Link>
        </li>
        <li>
          <Link href={paths.events.href()}>{t('institution.events')}</Link>
        </li>
        {personalArea ? (
          <li>
            <Link href={paths.activity.href(personalArea.cod_atividade)}>
              {t('institution.aboutActivity', { name: personalArea.descricao })}
            </Link>
          </li>
        ) : null}
        <li>
          <SupportDialog html={supportHtml} />
        </li>
        <li>
          <Link href={paths.accessibilityStatement.href()}>{t('statement.link')}</Link>
        </li>
      </ul>
      <div className={styles.row}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={t('logoAlt', { acronym })} height={48} />
        ) : null}
        <p className={styles.muted}>
          {t('copyright', { year: new Date().getFullYear(), acronym })}
        </p>
        <p className={styles.muted}>{t('browsers', { browsers: minimumBrowsers })}</p>
      </div>
    </footer>
  );
}
