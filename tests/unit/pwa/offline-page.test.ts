import { describe, expect, it } from 'vitest';
import { askedAddress } from '../../../src/app/pages/offline-page';

describe('the offline page’s way back to the page asked for', () => {
  it('reads the address the worker put in the fragment', () => {
    expect(askedAddress('#/acervo/42?lng=en')).toBe('/acervo/42?lng=en');
    expect(askedAddress('#%2Facervo%2F42')).toBe('/acervo/42');
  });

  it('goes nowhere but a path of this site', () => {
    expect(askedAddress('')).toBeNull();
    expect(askedAddress('#//evil.example/x')).toBeNull();
    expect(askedAddress('#/\\evil.example')).toBeNull();
    expect(askedAddress('#https://evil.example/')).toBeNull();
    expect(askedAddress('#javascript:alert(1)')).toBeNull();
  });
});
