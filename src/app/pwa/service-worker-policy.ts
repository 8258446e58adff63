import type { TrustedScriptURL } from 'trusted-types/lib';

/**
 * The Trusted Types policy for the service worker's address, listed in the CSP's `trusted-types`
 * (deploy/security-headers.ts). Under `require-trusted-types-for 'script'`,
 * `navigator.serviceWorker.register()` takes only a TrustedScriptURL; this policy makes one for
 * the worker's one address and refuses any other, so nothing else can borrow it to load script.
 * In a file of its own so the deploy code reads the name without loading the app.
 */
export const serviceWorkerPolicyName = 'catalogue-sw';

/** Where vite-plugin-pwa writes the worker (its `filename`, default `sw.js`), at the scope's root. */
export const serviceWorkerUrl = '/sw.js';

interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): TrustedScriptURL };
}

/** The worker's address as the browser's sink wants it: trusted where Trusted Types exist. */
export function trustedServiceWorkerUrl(
  factory: ScriptUrlPolicyFactory | undefined = (
    globalThis as { trustedTypes?: ScriptUrlPolicyFactory }
  ).trustedTypes,
): string | TrustedScriptURL {
  if (!factory) return serviceWorkerUrl;
  const policy = factory.createPolicy(serviceWorkerPolicyName, {
    createScriptURL: (url) => {
      if (url !== serviceWorkerUrl) throw new TypeError(`not the service worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(serviceWorkerUrl);
}
