import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  operationsListedAsUncalled,
  operationsTheUiCalls,
} from '../../tools/ui-operations';

/**
 * Every operation of the contract is called by the UI, or docs/app-reference.md says why not (its table
 * "Operations the UI does not call"): a back-end team reading the contract learns which calls the
 * front end really makes, and a call that loses its last caller is noticed.
 */
describe('contract operations and the UI', () => {
  const operations = contractOperations();
  const called = operationsTheUiCalls(operations);
  const listed = operationsListedAsUncalled();

  it('recognises both ways the UI calls an operation (orval helpers, openapi-fetch paths)', () => {
    const sample = [
      { operationId: 'listAlerts', method: 'GET', path: '/solicitacoes/alertas' },
      { operationId: 'exportBasket', method: 'POST', path: '/acervo/exportar-cesta' },
      { operationId: 'getTitle', method: 'GET', path: '/acervo/{id}' },
    ];
    const found = operationsTheUiCalls(sample, [
      'const q = getListAlertsQueryOptions(params);',
      "await apiClient().POST('/acervo/exportar-cesta', { body });",
      '// getTitle is mentioned in a comment without a call',
    ]);
    expect([...found].sort()).toEqual(['exportBasket', 'listAlerts']);
  });

  it('lists in docs/app-reference.md, with a reason, each operation the UI does not call', () => {
    const uncalled = operations
      .map((operation) => operation.operationId)
      .filter((id) => !called.has(id));
    expect(uncalled.filter((id) => !listed.has(id))).toEqual([]);
    for (const id of uncalled) expect(listed.get(id)?.length ?? 0).toBeGreaterThan(10);
  });

  it('lists no operation the UI does call, nor one the contract does not have', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...listed.keys()].filter((id) => called.has(id) || !ids.has(id))).toEqual([]);
  });
});
