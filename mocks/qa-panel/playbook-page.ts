import { createPlaybookI18n, playbookEntries, type PlaybookLanguage } from './playbook';

/** The interface language the app set on the page; the playbook is written in pt and en. */
function pageLanguage(): PlaybookLanguage {
  return document.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

/**
 * The QA panel's playbook page: docs/qa-playbook.md as links. Each case opens the app in its
 * state (`?mockScenario=`, after clearing what the session had forced with `?mock=`), with the
 * account to use and what the patron must see in the page's language.
 */
export function playbookPage(): HTMLElement {
  const language = pageLanguage();
  const t = createPlaybookI18n(language);
  const entries = playbookEntries();

  const page = document.createElement('details');
  page.dataset.qaPlaybook = '';
  const summary = document.createElement('summary');
  summary.textContent = t('show', { count: entries.length });
  summary.style.cssText = 'cursor:pointer;font-weight:600;padding:0.25rem 0;';
  const intro = document.createElement('p');
  intro.textContent = t('intro');
  intro.style.margin = '0.25rem 0';

  const entryItem = (entry: (typeof entries)[number]): HTMLElement => {
    const item = document.createElement('li');
    item.style.margin = '0 0 0.5rem';
    const link = document.createElement('a');
    const [path, query = ''] = entry.address.split('?');
    const params = new URLSearchParams(query);
    params.set('mock', '');
    link.href = `${path}?${params.toString()}`;
    link.textContent = entry.name;
    link.style.cssText = 'color:#0645ad;font-weight:600;';
    const lines = [
      entry.situation,
      `${t('account')}: ${entry.account ?? t('none')}`,
      `${t('steps')}: ${entry.how}`,
      `${t('sees')}: ${entry.sees[language]}`,
    ];
    item.append(link);
    for (const text of lines) {
      const line = document.createElement('div');
      line.textContent = text;
      item.append(line);
    }
    return item;
  };
  const list = document.createElement('ol');
  list.setAttribute('aria-label', t('title'));
  list.style.cssText = 'max-height:50vh;overflow:auto;margin:0;padding-left:1.5rem;';
  // The cases are written only while the page is open: closed, the panel's DOM would hold every
  // text a patron can be shown, twice on a page that shows one (a find by text meets both).
  page.addEventListener('toggle', () => {
    if (page.open) list.replaceChildren(...entries.map(entryItem));
    else list.replaceChildren();
  });
  page.append(summary, intro, list);
  return page;
}
