import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  Button,
  IconChevronDown,
  IconChevronUp,
  IconMore,
  ListBoxItem,
  Select,
  Switch,
  VisuallyHidden,
} from '../../../../design-system';
import { paths } from '../../../config/paths';
import {
  accessibilityActions,
  colourSchemes,
  useAccessibilityStore,
  zoomLevels,
  type ColourScheme,
  type ZoomLevel,
} from '../../../stores/accessibility-store';
import { SignLanguageContainer } from '../sign-language/sign-language-container';
import {
  signLanguageWidgetUrl,
  useSignLanguageWidget,
} from '../sign-language/sign-language-widget';
import * as styles from './accessibility-bar.css';
import { openSelfService, selfServiceUrl } from './self-service';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

const panelId = 'painel-acessibilidade';
const darkHintId = 'dica-modo-escuro';
const moreId = 'barra-mais-opcoes';

const isZoomLevel = (key: Key | null): key is ZoomLevel =>
  (zoomLevels as readonly Key[]).includes(key ?? '');
const isColourScheme = (key: Key | null): key is ColourScheme =>
  (colourSchemes as readonly Key[]).includes(key ?? '');

/**
 * The strip at the very top of every page: the skip link, the collapsible accessibility panel
 * (zoom, colour scheme, dark mode, bold text, sign language) and the self-service button, which
 * small screens reach through a compact menu toggle, and at the row's end the language choice: one
 * top bar on the page's column (issue 39). The chosen settings live in the persisted
 * accessibility store; `DesignSystemBridge` applies them to the document.
 */
export function AccessibilityBar({ languageChoice }: { languageChoice?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const open = useAccessibilityStore((state) => state.aberta);
  const signLanguage = useAccessibilityStore((state) => state.libras);
  const widgetUrl = signLanguageWidgetUrl();
  useSignLanguageWidget(signLanguage, widgetUrl);
  const showMobileMenu = pathname !== paths.login.pattern;

  return (
    <div className={styles.bar}>
      <a href="#conteudo" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <div className={styles.layout}>
        <section aria-label={t('accessibility.region')} className={styles.accessibility}>
          <Button
            variant="quiet"
            size="sm"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onPress={accessibilityActions.barToggled}
          >
            {t('accessibility.toggle')}
            {open ? <IconChevronUp /> : <IconChevronDown />}
          </Button>
          {/* The panel follows its toggle in the tab order; the secondary actions come after it
            even though they sit on the toggle's row. */}
          <div
            id={panelId}
            role="group"
            aria-label={t('accessibility.panel')}
            className={styles.panel}
            hidden={!open}
          >
            {open ? <AccessibilityOptions signLanguageAvailable={widgetUrl !== null} /> : null}
          </div>
          <div className={styles.secondary}>
            <SecondaryActions showMobileMenu={showMobileMenu} />
          </div>
        </section>
        {/* Beside the accessibility region, not in it: a landmark of its own ("Idioma"). */}
        {languageChoice}
      </div>
      {widgetUrl ? <SignLanguageContainer visible={signLanguage} /> : null}
    </div>
  );
}

function AccessibilityOptions({ signLanguageAvailable }: { signLanguageAvailable: boolean }) {
  const { t } = useTranslation('shell');
  const zoom = useAccessibilityStore((state) => state.zoom);
  const cor = useAccessibilityStore((state) => state.cor);
  const escuro = useAccessibilityStore((state) => state.escuro);
  const negrito = useAccessibilityStore((state) => state.negrito);
  const libras = useAccessibilityStore((state) => state.libras);
  return (
    <>
      <Select
        label={t('accessibility.zoom')}
        className={styles.selectField}
        value={zoom}
        onChange={(key) => {
          if (isZoomLevel(key)) accessibilityActions.zoomChosen(key);
        }}
      >
        {zoomLevels.map((level) => (
          <ListBoxItem key={level} id={level}>
            {t('accessibility.zoomOption', { value: level })}
          </ListBoxItem>
        ))}
      </Select>
      <Select
        label={t('accessibility.colourScheme')}
        className={styles.selectField}
        value={cor}
        onChange={(key) => {
          if (isColourScheme(key)) accessibilityActions.colourSchemeChosen(key);
        }}
      >
        {colourSchemes.map((scheme) => (
          <ListBoxItem key={scheme} id={scheme}>
            {t(`accessibility.schemes.${scheme}`)}
          </ListBoxItem>
        ))}
      </Select>
      <div className={styles.switches}>
        <Switch
          isSelected={escuro}
          onChange={accessibilityActions.darkModeToggled}
          aria-describedby={darkHintId}
        >
          {t('accessibility.darkMode')}
        </Switch>
        <p id={darkHintId} className={styles.hint}>
          {t('accessibility.darkModeHint')}
        </p>
        <Switch isSelected={negrito} onChange={accessibilityActions.boldToggled}>
          {t('accessibility.bold')}
        </Switch>
        {signLanguageAvailable ? (
          <Switch isSelected={libras} onChange={accessibilityActions.signLanguageToggled}>
            {t('accessibility.signLanguage')}
          </Switch>
        ) : null}
      </div>
    </>
  );
}

/**
 * The bar's secondary actions (today the self-service button, shown only when the server enables
 * it; a failed check just hides it). On small screens they fold behind a compact "more options"
 * toggle, which the login page leaves out (spec section 2); the accessibility panel's own toggle
 * stays on every page.
 */
function SecondaryActions({ showMobileMenu }: { showMobileMenu: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data: selfService } = useQuery(publicConfigQueries.selfService());
  // Start-up has already put the institution in the cache; this reads it.
  const { data: institution } = useQuery(publicConfigQueries.institution());
  if (!selfService?.showAuto || !institution) return null;
  return (
    <>
      {showMobileMenu ? (
        <Button
          variant="quiet"
          size="sm"
          className={styles.mobileMenuToggle}
          aria-expanded={open}
          aria-controls={moreId}
          onPress={() => setOpen((value) => !value)}
        >
          <IconMore />
          {t('accessibility.mobileMenu')}
        </Button>
      ) : null}
      <div id={moreId} className={styles.more} data-open={open || undefined}>
        <Button
          variant="quiet"
          size="sm"
          onPress={() => openSelfService(selfServiceUrl(institution, selfService, i18n.language))}
        >
          {t('accessibility.selfService')}
          <VisuallyHidden> {t('accessibility.opensNewWindow')}</VisuallyHidden>
        </Button>
      </div>
    </>
  );
}
