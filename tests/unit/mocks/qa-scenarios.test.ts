// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namedScenarios } from '../../../mocks/scenarios/named-scenarios';
import { createScenarioRegistry, parseScenarios } from '../../../mocks/scenarios/scenario-registry';

const contract = JSON.parse(readFileSync('src/api/generated/openapi.json', 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, unknown> }>
  >;
};
const operations = new Map<string, Set<string>>();
for (const item of Object.values(contract.paths)) {
  for (const operation of Object.values(item)) {
    if (operation.operationId)
      operations.set(operation.operationId, new Set(Object.keys(operation.responses ?? {})));
  }
}

describe('QA scenarios', () => {
  it('parses statuses with keys and counts, network failures and delays', () => {
    expect([
      ...parseScenarios(
        'getTitle:422=TERMO_INVALIDO*2,createToken:network,searchCatalogue:delay=1500',
      ),
    ]).toEqual([
      ['getTitle', { kind: 'status', status: 422, key: 'TERMO_INVALIDO', times: 2 }],
      ['createToken', { kind: 'network', times: undefined }],
      ['searchCatalogue', { kind: 'delay', ms: 1500, times: undefined }],
    ]);
    expect(parseScenarios('nonsense,:500,getTitle:50').size).toBe(0);
  });

  it('forces an answer as many times as asked, then lets the real handler answer', async () => {
    const registry = createScenarioRegistry('getInstitution:500*2');
    expect((await registry.forcedAnswer('getInstitution'))?.status).toBe(500);
    expect((await registry.forcedAnswer('getInstitution'))?.status).toBe(500);
    expect(await registry.forcedAnswer('getInstitution')).toBeUndefined();
  });

  it('answers a forced 430 as the blocked login of the contract', async () => {
    const answer = await createScenarioRegistry('createToken:430').forcedAnswer('createToken');
    expect(answer?.status).toBe(430);
    expect(await answer?.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true });
  });

  it.each(namedScenarios.filter((s) => s.scenario).map((s) => [s.name, s.scenario] as const))(
    'named scenario %s forces declared answers of real operations',
    (_name, text) => {
      const parsed = parseScenarios(text);
      expect(parsed.size).toBe(text.split(',').length);
      for (const [operationId, answer] of parsed) {
        expect(operations.has(operationId), operationId).toBe(true);
        if (answer.kind === 'status')
          expect([...(operations.get(operationId) ?? [])]).toContain(String(answer.status));
      }
    },
  );

  it('the QA playbook lists every named scenario', () => {
    const playbook = readFileSync('docs/qa-playbook.md', 'utf8');
    for (const scenario of namedScenarios) expect(playbook).toContain(`\`${scenario.name}\``);
  });
});
