import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconChevronDown, IconGlobe, VisuallyHidden } from '../../../../design-system';
import { availableLanguages } from '../../../lib/i18n/available-languages';
import { languageCatalogue, toLanguageCode } from '../../../lib/i18n/languages';
import { chooseLanguage, pathWithLanguage } from './choose-language';
import { checkedAddress } from '../../../lib/urls/safe-url';
import * as styles from './language-bar.css';

export interface LanguageBarProps {
  /** Where a choice goes; tests replace the page reload. @default leaveAppFor (src/lib/urls/leave-app.ts) */
  navigate?: (href: string) => void;
}

// Ctrl/Cmd/Shift-click and middle-click keep the browser's meaning (open a new tab or window).
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Spec section 2, language bar: the languages with loaded translations, each named in its own
 * language, as links to the same page in that language (the pattern of GOV.UK's language
 * switcher). The current one is plain text marked `aria-current`. They fold behind one compact
 * control in the top bar that shows the current language (issue 39): a native disclosure
 * (`details`), so it opens before the page's script has run and adds no script of its own but
 * Escape, which closes it and returns to its summary.
 */
export function LanguageBar({ navigate }: LanguageBarProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.language);
  const { pathname, search, hash } = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // The choices open over the page, so they close as a menu's do: Escape (back on the control)
  // and a press elsewhere. Listened to natively: the disclosure element is not a control.
  useEffect(() => {
    const details = disclosure.current;
    if (!details) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const closeOnPressElsewhere = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnPressElsewhere);
    return () => {
      details.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnPressElsewhere);
    };
  }, []);
  return (
    <nav aria-label={t('language.label')} className={styles.bar}>
      <details ref={disclosure} className={styles.disclosure}>
        <summary className={styles.summary}>
          <IconGlobe />
          {/* Said "Idioma: Português": the visible words are in the name (WCAG 2.5.3). */}
          <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
          <span lang={languageCatalogue[current].htmlLang} className={styles.nameWide}>
            {languageCatalogue[current].name}
          </span>
          {/* A phone's bar has no room for the name beside the accessibility controls: the code
              shows, the name is still said ("Idioma: PT (Português)"). */}
          <span lang={languageCatalogue[current].htmlLang} className={styles.nameShort}>
            {current.toUpperCase()}
            <VisuallyHidden> ({languageCatalogue[current].name})</VisuallyHidden>
          </span>
          <IconChevronDown className={styles.chevron} />
        </summary>
        <ul className={styles.list}>
          {availableLanguages(i18n).map((code) => {
            const { name, htmlLang } = languageCatalogue[code];
            if (code === current) {
              return (
                <li key={code}>
                  <span className={styles.current} lang={htmlLang} aria-current="true">
                    {name}
                  </span>
                </li>
              );
            }
            return (
              <li key={code}>
                <a
                  className={styles.link}
                  href={
                    checkedAddress(pathWithLanguage(`${pathname}${search}${hash}`, code)) ??
                    undefined
                  }
                  hrefLang={htmlLang}
                  lang={htmlLang}
                  onClick={(event) => {
                    if (opensElsewhere(event)) return;
                    event.preventDefault();
                    chooseLanguage(code, navigate);
                  }}
                >
                  {name}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
