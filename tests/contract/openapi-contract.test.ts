import { describe, expect, it } from 'vitest';
import {
  allOperations,
  matchOperation,
  requestProblems,
  responseProblems,
} from './openapi-contract';

describe('the contract checker itself', () => {
  it('knows every operation of the contract', () => {
    expect(allOperations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(allOperations.map((o) => o.operationId)).size).toBe(allOperations.length);
  });

  it('prefers literal paths over templated ones', () => {
    expect(matchOperation('POST', '/acervo/cesta-permanente')?.operationId).toBe(
      'addPermanentBasketItems',
    );
    expect(matchOperation('GET', '/acervo/123')?.operationId).toBe('getTitle');
    expect(matchOperation('GET', '/acervo/123')?.pathParams).toEqual({ id: '123' });
  });

  it('rejects an answer off its schema and an undeclared status', () => {
    const match = matchOperation('GET', '/parametros/instituicao');
    if (!match) throw new Error('no match');
    expect(responseProblems(match, 200, 'application/json', { codEmpresa: 1 }).join()).toMatch(
      /sigla/,
    );
    expect(responseProblems(match, 418, 'application/json', {})).toEqual([
      'status 418 is not declared for getInstitution',
    ]);
  });

  it('rejects undeclared query parameters and ill-typed ones', () => {
    const match = matchOperation('GET', '/consulta');
    if (!match) throw new Error('no match');
    const problems = requestProblems(
      match,
      new URL('http://x/api/consulta?termo=a&quantPag=abc&foo=1'),
      null,
      undefined,
    );
    expect(problems).toContain('query foo is not declared');
    expect(problems.some((p) => p.startsWith('query quantPag'))).toBe(true);
  });
});
