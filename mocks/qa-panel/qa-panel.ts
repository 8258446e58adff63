import type { MockContext } from '../handlers/context';
import { institutionProfiles } from '../profiles/institution-profiles';
import { namedScenarios, scenarioByName } from '../scenarios/named-scenarios';
import { mockStorageKeys } from '../mock-storage-keys';
import { lastRecoveryCode } from '../handlers/people';
import { formatChaos } from '../chaos/chaos';
import { setBrowserChaos } from '../chaos/browser-chaos';
import { playbookPage } from './playbook-page';

/**
 * The QA panel of development and demo builds: choose the institution profile and the token
 * lifetime (both reload the page), force error scenarios (at once), see what is forced and
 * reset the mock's data, and the QA playbook (every catalogue case as a link). Plain DOM, so it adds nothing to the app's React tree; it sits in
 * its own landmark, collapsed to a tab on the left edge.
 */
export function mountQaPanel(
  context: MockContext,
  extras: { resetData: () => void; describeState?: () => string },
) {
  const host = document.createElement('aside');
  host.setAttribute('aria-label', 'QA');
  host.dataset.qaPanel = '';
  const panel = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'QA mock';
  panel.append(summary);
  // Collapsed, a 24 px tab (the WCAG 2.2 target size) on the left edge at two-fifths of the
  // height, mostly over the page margin: a box in the bottom-left corner covered form values and
  // chart labels on phones. Open, the panel stands in that corner as before.
  const place = () => {
    const base = 'position:fixed;z-index:2147483000;font:14px/1.4 system-ui,sans-serif;color:#111;';
    const box = 'background:#fff;border:2px solid #333;';
    if (panel.open) {
      host.style.cssText = `${base}left:0.5rem;bottom:0.5rem;`;
      // Scrolls within the screen's height: the playbook page makes it taller than a phone.
      panel.style.cssText = `${box}border-radius:0.5rem;padding:0.25rem 0.75rem;max-width:min(28rem,90vw);max-height:calc(100vh - 1rem);overflow:auto;box-sizing:border-box;`;
      summary.style.cssText = 'cursor:pointer;font-weight:600;padding:0.25rem 0;';
    } else {
      host.style.cssText = `${base}left:0;top:40%;`;
      panel.style.cssText = `${box}border-left:0;border-radius:0 0.375rem 0.375rem 0;padding:0;`;
      summary.style.cssText =
        'cursor:pointer;font:600 12px/1 system-ui,sans-serif;writing-mode:vertical-rl;transform:rotate(180deg);padding:0.5rem 0.375rem;list-style:none;';
    }
  };
  place();

  const form = document.createElement('form');
  // Named, so that beside a page's own form (sign-in) the two forms are told apart.
  form.setAttribute('aria-label', 'QA mock settings');
  form.style.cssText = 'display:grid;gap:0.5rem;padding:0.5rem 0;';

  const field = (label: string, control: HTMLElement) => {
    const id = `qa-${Math.abs(hash(label))}`;
    control.id = id;
    const wrapper = document.createElement('div');
    wrapper.style.cssText = 'display:grid;gap:0.125rem;';
    const labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    wrapper.append(labelElement, control);
    form.append(wrapper);
    return control;
  };

  const profile = document.createElement('select');
  for (const name of Object.keys(institutionProfiles)) {
    const option = new Option(
      `${name} (${institutionProfiles[name as keyof typeof institutionProfiles].institution.sigla})`,
      name,
    );
    option.selected = name === context.settings.profile;
    profile.append(option);
  }
  field('Institution profile (reloads)', profile);

  const ttl = document.createElement('input');
  ttl.type = 'number';
  ttl.min = '5';
  ttl.value = String(context.settings.accessTokenTtlSeconds);
  field('Access token lifetime, seconds (reloads)', ttl);

  const named = document.createElement('select');
  named.append(new Option('(none)', ''));
  for (const scenario of namedScenarios.filter((s) => s.scenario)) {
    named.append(new Option(`${scenario.name}: ${scenario.situation}`, scenario.name));
  }
  field('Named scenario', named);

  const custom = document.createElement('input');
  custom.type = 'text';
  custom.placeholder = 'getTitle:500,createToken:network*1';
  custom.value = sessionStorage.getItem(mockStorageKeys.scenarios) ?? '';
  field('Forced answers (operationId:status[=KEY][*times])', custom);

  const chaos = document.createElement('input');
  chaos.type = 'text';
  chaos.placeholder = '42:0.2:800';
  const chaosNow = context.chaos.settings();
  chaos.value = chaosNow ? formatChaos(chaosNow) : '';
  field('Chaos mode (seed:rate:maxLatencyMs, empty: off)', chaos);

  const recoveryUser = document.createElement('input');
  recoveryUser.type = 'text';
  recoveryUser.value = 'leitor';
  recoveryUser.autocomplete = 'off';
  field('User code for the recovery code', recoveryUser);
  const recoveryCode = document.createElement('output');
  recoveryCode.setAttribute('aria-live', 'polite');

  named.addEventListener('change', () => {
    custom.value = scenarioByName(named.value)?.scenario ?? '';
  });

  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.margin = '0';
  const describe = () => {
    const active = context.scenarios
      .list()
      .map(([id, answer]) => `${id}→${'status' in answer ? answer.status : answer.kind}`);
    const chaosSettings = context.chaos.settings();
    const writes = Object.entries(context.writes.counts()).map(([id, count]) => `${id}×${count}`);
    status.textContent = [
      `Forced: ${active.join(', ') || 'none'}`,
      `Chaos: ${chaosSettings ? formatChaos(chaosSettings) : 'off'}`,
      `Writes: ${writes.join(', ') || 'none'}`,
      extras.describeState?.() ?? '',
    ]
      .filter(Boolean)
      .join(' · ');
  };

  const buttons = document.createElement('div');
  buttons.style.cssText = 'display:flex;gap:0.5rem;flex-wrap:wrap;';
  const button = (text: string, onClick: () => void, type: 'button' | 'submit' = 'button') => {
    const element = document.createElement('button');
    element.type = type;
    element.textContent = text;
    element.style.cssText =
      'font:inherit;padding:0.25rem 0.75rem;border:2px solid #333;border-radius:0.25rem;background:#f2f2f2;color:#111;cursor:pointer;';
    element.addEventListener('click', onClick);
    buttons.append(element);
  };
  button('Apply', () => undefined, 'submit');
  button('Clear forced answers', () => {
    custom.value = '';
    named.value = '';
    sessionStorage.removeItem(mockStorageKeys.scenarios);
    context.scenarios.clear();
    describe();
  });
  button('Show recovery code', () => {
    const code = lastRecoveryCode(context, recoveryUser.value.trim());
    recoveryCode.textContent = code
      ? `Recovery code of ${recoveryUser.value.trim()}: ${code}`
      : `No recovery started for ${recoveryUser.value.trim()}`;
  });
  button('Reset mock data', () => {
    extras.resetData();
    location.reload();
  });
  form.append(buttons, recoveryCode, status);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const reload =
      profile.value !== context.settings.profile ||
      Number(ttl.value) !== context.settings.accessTokenTtlSeconds;
    sessionStorage.setItem(mockStorageKeys.profile, profile.value);
    sessionStorage.setItem(mockStorageKeys.tokenTtl, ttl.value);
    sessionStorage.setItem(mockStorageKeys.scenarios, custom.value);
    context.scenarios.set(custom.value);
    chaos.value = setBrowserChaos(context, chaos.value);
    if (reload) location.reload();
    else describe();
  });

  panel.append(form, playbookPage());
  panel.addEventListener('toggle', () => {
    place();
    describe();
  });
  host.append(panel);
  document.body.append(host);
  describe();
  return host;
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) | 0;
  return value;
}
