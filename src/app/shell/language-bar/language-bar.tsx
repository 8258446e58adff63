import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
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
 * switcher). The current one is plain text marked `aria-current`.
 */
export function LanguageBar({ navigate }: LanguageBarProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.language);
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('language.label')}>
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
                  checkedAddress(pathWithLanguage(`${pathname}${search}${hash}`, code)) ?? undefined
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
    </nav>
  );
}
