import i18next from 'i18next';
import enAcquisition from '../../locales/en/acquisition.json';
import enAuth from '../../locales/en/auth.json';
import enErrors from '../../locales/en/errors.json';
import enFooter from '../../locales/en/footer.json';
import enPersonalArea from '../../locales/en/personal-area.json';
import ptAcquisition from '../../locales/pt/acquisition.json';
import ptAuth from '../../locales/pt/auth.json';
import ptErrors from '../../locales/pt/errors.json';
import ptFooter from '../../locales/pt/footer.json';
import ptPersonalArea from '../../locales/pt/personal-area.json';
import { qaAccounts, qaErrorLogins } from '../patrons/qa-accounts';
import { namedScenarios, type NamedScenario } from '../scenarios/named-scenarios';
import { playbookStrings } from './playbook-strings';

/**
 * The QA playbook: for every case of the error catalogue, the address that opens the app in
 * that state, the account to sign in with, what to do, and what the patron must see, in the
 * words of the app's own translations. One source for docs/qa-playbook.md (written by
 * `npm run docs:qa`) and the QA panel's playbook page.
 */
export type PlaybookLanguage = 'pt' | 'en';
export const playbookLanguages: PlaybookLanguage[] = ['pt', 'en'];

export interface PlaybookEntry {
  name: string;
  situation: string;
  /** Path and query that open the app in the case's state (relative to the app's origin). */
  address: string;
  /** `login / password` to sign in with, when the case needs one. */
  account: string | undefined;
  how: string;
  /** The forced answers, in the `?mock=` syntax (empty when an account or action does it). */
  forced: string;
  /** The i18next key of what the patron sees, or `server text` when shown as sent. */
  seesKey: string;
  sees: Record<PlaybookLanguage, string>;
}

/** The namespaces a scenario's `sees` may name: keep in step with the imports above. */
const resources = {
  pt: {
    errors: ptErrors,
    auth: ptAuth,
    footer: ptFooter,
    acquisition: ptAcquisition,
    'personal-area': ptPersonalArea,
    'qa-playbook': playbookStrings.pt,
  },
  en: {
    errors: enErrors,
    auth: enAuth,
    footer: enFooter,
    acquisition: enAcquisition,
    'personal-area': enPersonalArea,
    'qa-playbook': playbookStrings.en,
  },
};

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** An i18next instance over the playbook's namespaces, ready at once (no backend, no React). */
export function createPlaybookI18n(language: PlaybookLanguage) {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    defaultNS: 'qa-playbook',
    initAsync: false,
    interpolation: { escapeValue: false },
    // A key that does not resolve must show, not pass silently as its own name.
    returnNull: false,
  });
  return instance.t.bind(instance) as unknown as LooseT;
}

/** Whether a `sees` key exists in a language (the unit test holds every scenario to it). */
export function seesKeyExists(key: string, language: PlaybookLanguage): boolean {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

// Logins that answer an error take any password, so they come first (`bloqueado` is both).
const knownLogins = [
  ...Object.keys(qaErrorLogins).map((login) => ({ login, password: '' })),
  ...Object.values(qaAccounts).map((account) => ({
    login: account.login,
    password: account.password,
  })),
];

function accountOf(scenario: NamedScenario): string | undefined {
  const words = new Set(scenario.how.split(/[^\w.]+/));
  const found = knownLogins.find(({ login }) => words.has(login));
  if (!found) return undefined;
  return `${found.login} / ${found.password || '*'}`;
}

function addressOf(scenario: NamedScenario): string {
  const query = new URLSearchParams();
  if (/\?mockProfile=ify/.test(scenario.how)) query.set('mockProfile', 'ify');
  if (scenario.scenario) query.set('mockScenario', scenario.name);
  const text = query.toString();
  return text ? `/?${text}` : '/';
}

// Placeholders (`{{field}}`) stay visible as the slot the app fills.
const keepPlaceholders = { field: '«field»', date: '«date»' };

export function playbookEntries(): PlaybookEntry[] {
  const t = Object.fromEntries(
    playbookLanguages.map((language) => [language, createPlaybookI18n(language)]),
  ) as Record<PlaybookLanguage, LooseT>;
  return namedScenarios.map((scenario) => {
    const { sees } = scenario;
    const texts = Object.fromEntries(
      playbookLanguages.map((language) => [
        language,
        typeof sees === 'string'
          ? t[language](sees, keepPlaceholders)
          : t[language]('serverText', { text: sees.serverText }),
      ]),
    ) as Record<PlaybookLanguage, string>;
    return {
      name: scenario.name,
      situation: scenario.situation,
      address: addressOf(scenario),
      account: accountOf(scenario),
      how: scenario.how,
      forced: scenario.scenario,
      seesKey: typeof sees === 'string' ? sees : 'server text',
      sees: texts,
    };
  });
}
