// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playbookEntries, seesKeyExists } from '../../../mocks/qa-panel/playbook';
import { namedScenarios } from '../../../mocks/scenarios/named-scenarios';
import { generatedPage, generatedPages } from '../../tools/docs/generate-docs';

describe('QA playbook', () => {
  it.each(namedScenarios.map((s) => [s.name, s.sees] as const))(
    '%s names what the patron sees in texts that exist in pt and en',
    (_name, sees) => {
      if (typeof sees !== 'string') return expect(sees.serverText).not.toBe('');
      expect(seesKeyExists(sees, 'pt'), `${sees} in pt`).toBe(true);
      expect(seesKeyExists(sees, 'en'), `${sees} in en`).toBe(true);
    },
  );

  it('opens each forced case by its name and names the account the steps use', () => {
    const entries = new Map(playbookEntries().map((entry) => [entry.name, entry]));
    expect(entries.size).toBe(namedScenarios.length);
    expect(entries.get('fetch-debits')).toMatchObject({
      address: '/?mockScenario=fetch-debits',
      account: 'leitor / leitor123',
      sees: {
        pt: expect.stringContaining('débitos') as unknown,
        en: 'Error while fetching the debits.',
      },
    });
    expect(entries.get('login-430')).toMatchObject({ address: '/', account: 'bloqueado / *' });
    expect(entries.get('token-validation-error')?.address).toBe(
      '/?mockProfile=ify&mockScenario=token-validation-error',
    );
  });

  it.each(Object.keys(generatedPages))(
    '%s is what `npm run docs:qa` writes from the sources now',
    async (path) => {
      expect(readFileSync(path, 'utf8'), 'stale: run `npm run docs:qa`').toBe(
        await generatedPage(path),
      );
    },
  );
});
