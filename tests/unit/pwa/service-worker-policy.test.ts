import { describe, expect, it } from 'vitest';
import {
  serviceWorkerPolicyName,
  serviceWorkerUrl,
  trustedServiceWorkerUrl,
} from '../../../src/app/pwa/service-worker-policy';
import { contentSecurityPolicy } from '../../../deploy/security-headers';

describe("the service worker's Trusted Types policy", () => {
  // A stand-in for the browser's factory: createScriptURL runs the policy's rule.
  const factory = {
    names: [] as string[],
    createPolicy(name: string, rules: { createScriptURL: (url: string) => string }) {
      this.names.push(name);
      return { createScriptURL: (url: string) => rules.createScriptURL(url) as never };
    },
  };

  it('makes the one worker address, under the name the CSP lists', () => {
    expect(trustedServiceWorkerUrl(factory)).toBe(serviceWorkerUrl);
    expect(factory.names).toEqual([serviceWorkerPolicyName]);
    const policy = contentSecurityPolicy({ apiBaseUrl: '/api' });
    expect(policy).toMatch(new RegExp(`trusted-types [^;]*\\b${serviceWorkerPolicyName}\\b`));
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('is a plain string where the browser has no Trusted Types', () => {
    expect(trustedServiceWorkerUrl(undefined)).toBe(serviceWorkerUrl);
  });
});
