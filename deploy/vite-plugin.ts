import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  caddyfile,
  headersFile,
  metaContentSecurityPolicy,
  nginxConfig,
  type PolicyInput,
} from './security-headers';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Ships the Content Security Policy with every build of the app (production and demo alike, so
 * the end-to-end tests run under it): a `<meta http-equiv>` in index.html, the style nonce on the
 * start-up screen's `<style>` and in `<meta name="csp-nonce">` for react-aria, and the same
 * policy with the other headers as ready deploy configs in `_headers` (served by hosts that read
 * it) and `_deploy/` (nginx, Caddy; both refuse to serve that folder). Only the app's own
 * index.html is touched: Storybook's pages go through the same Vite config.
 */
export function contentSecurityPolicyPlugin(apiBaseUrl: string): Plugin {
  // A fresh nonce per build: what a meta policy can do (a header could use one per response).
  const input: PolicyInput = { styleNonce: randomBytes(16).toString('base64'), apiBaseUrl };
  let appEntry = '';
  return {
    name: 'catalogue:content-security-policy',
    apply: 'build',
    configResolved(config) {
      appEntry = path.resolve(config.root, 'index.html');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.resolve(context.filename) !== appEntry) return html;
        const nonce = escapeAttribute(input.styleNonce);
        // Right after the charset, before the first style or script the policy governs.
        const metas =
          `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaContentSecurityPolicy(input))}" />` +
          `<meta name="csp-nonce" content="${nonce}" />`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs its <meta charset> first');
        return html
          .replace(charset, (tag) => `${tag}\n    ${metas}`)
          .replaceAll('<style>', `<style nonce="${nonce}">`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(input) });
      this.emitFile({ type: 'asset', fileName: '_deploy/nginx.conf', source: nginxConfig(input) });
      this.emitFile({ type: 'asset', fileName: '_deploy/Caddyfile', source: caddyfile(input) });
    },
  };
}
