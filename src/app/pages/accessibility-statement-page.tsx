import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system';
import { usePageTitle } from '../../lib/document-title/use-page-title';
import * as styles from '../shell/app-layout.css';

const tested = [
  'axe',
  'ibm',
  'schemes',
  'zoom',
  'reflow',
  'keyboard',
  'navigation',
  'lighthouse',
] as const;
const exceptions = ['content', 'thirdParty'] as const;

/**
 * `/acessibilidade`, linked from the footer: the accessibility statement public sites publish in
 * Brazil (eMAG) and the EU (Directive 2016/2102's model): the standard we aim at, what we test
 * and how, the known exceptions, and how to report a problem. Its texts are what our checks do
 * (tests/axe-rules.ts, tests/ibm-rules.ts, the e2e and story tests, npm run perf); keep them in
 * step.
 */
export function AccessibilityStatementPage() {
  const { t } = useTranslation('footer');
  usePageTitle(t('statement.title'));
  return (
    <article className={styles.page} aria-labelledby="declaracao-acessibilidade">
      <Heading level={1} id="declaracao-acessibilidade">
        {t('statement.title')}
      </Heading>
      <p>{t('statement.intro')}</p>
      <p>{t('statement.status')}</p>
      <Heading level={2}>{t('statement.testedTitle')}</Heading>
      <ul>
        {tested.map((key) => (
          <li key={key}>{t(`statement.tested.${key}`)}</li>
        ))}
      </ul>
      <p>{t('statement.testedHow')}</p>
      <Heading level={2}>{t('statement.exceptionsTitle')}</Heading>
      <ul>
        {exceptions.map((key) => (
          <li key={key}>{t(`statement.exceptions.${key}`)}</li>
        ))}
      </ul>
      <Heading level={2}>{t('statement.reportTitle')}</Heading>
      <p>{t('statement.report')}</p>
      <p>{t('statement.reviewed')}</p>
    </article>
  );
}
