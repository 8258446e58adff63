import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  caddyfile,
  headersFile,
  metaContentSecurityPolicy,
  nginxConfig,
  styleHash,
  type PolicyInput,
} from './security-headers.ts';

/** The content security plugin's hand: hashes the inline script and style attributes added. */
export interface InlineHashing {
  /** Allows `html`'s inline scripts and style attributes and rewrites its policy `<meta>`. */
  allowInline(html: string): string;
  /**
   * Empty: the static build allows its `<style>` elements by hash, not by a nonce (a nonce in
   * every file of a build is public). Kept for the prerender's `<style>` and a server shape
   * that makes one per response.
   */
  styleNonce: string;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/;

/**
 * The hashes of a page's inline scripts (not JSON data blocks), of its style attributes and of
 * its `<style>` elements.
 */
export function inlineHashes(html: string): {
  scripts: string[];
  styleAttributes: string[];
  styleElements: string[];
} {
  const scripts = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)];
  const styleElements = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)];
  return {
    styleElements: [...new Set(styleElements.map((match) => styleHash(match[1] ?? '')))],
    scripts: [...new Set(scripts.map((match) => sha256(match[1] ?? '')))],
    styleAttributes: [...new Set(styles.map((match) => sha256(unescapeAttribute(match[1] ?? ''))))],
  };
}

/**
 * Ships the Content Security Policy with every build of the app (production and demo alike, so
 * the end-to-end tests run under it): a `<meta http-equiv>` in index.html, the style nonce on the
 * start-up screen's `<style>` and in `<meta name="csp-nonce">` for react-aria, and the same
 * policy with the other headers as ready deploy configs in `_headers` (served by hosts that read
 * it) and `_deploy/` (nginx, Caddy; both refuse to serve that folder). Only the app's own
 * index.html is touched: Storybook's pages go through the same Vite config.
 */
export function contentSecurityPolicyPlugin(
  apiBaseUrl: string,
  {
    imageHosts = [],
    reportEndpoint,
    mockWorker,
  }: Pick<PolicyInput, 'imageHosts' | 'reportEndpoint' | 'mockWorker'> = {},
): Omit<Plugin, 'api'> & { api: InlineHashing } {
  // No nonce: a static build's would be the same in every file, i.e. public. Inline styles
  // are allowed by hash (index.html's and the prerender's here, react-aria's in the policy).
  const input: PolicyInput = { apiBaseUrl, imageHosts, reportEndpoint, mockWorker };
  let appEntry = '';
  let outDir = '';
  const metaTag = () =>
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaContentSecurityPolicy(input))}" />`;
  // The prerender plugin (after this one) adds an inline script and markup with style
  // attributes: their hashes join the policy, in the page's <meta> and the deploy configs.
  const api: InlineHashing = {
    styleNonce: '',
    allowInline(html) {
      const { scripts, styleAttributes, styleElements } = inlineHashes(html);
      input.scriptHashes = [...new Set([...(input.scriptHashes ?? []), ...scripts])];
      input.styleHashes = [...new Set([...(input.styleHashes ?? []), ...styleElements])];
      input.styleAttributeHashes = [
        ...new Set([...(input.styleAttributeHashes ?? []), ...styleAttributes]),
      ];
      return html.replace(policyMeta, () => metaTag());
    },
  };
  return {
    api,
    name: 'catalogue:content-security-policy',
    apply: 'build',
    configResolved(config) {
      appEntry = path.resolve(config.root, 'index.html');
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.resolve(context.filename) !== appEntry) return html;
        // The start-up screen's <style> (and any other of index.html) by hash.
        input.styleHashes = [
          ...new Set([...(input.styleHashes ?? []), ...inlineHashes(html).styleElements]),
        ];
        // Right after the charset, before the first style or script the policy governs. No
        // csp-nonce meta: react-aria then sets no nonce, and its two styles match by hash.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs its <meta charset> first');
        return html.replace(charset, (tag) => `${tag}\n    ${metaTag()}`);
      },
    },
    // Written last, once index.html's inline hashes are known.
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      await mkdir(path.join(dir, '_deploy'), { recursive: true });
      await writeFile(path.join(dir, '_headers'), headersFile(input));
      await writeFile(path.join(dir, '_deploy/nginx.conf'), nginxConfig(input));
      await writeFile(path.join(dir, '_deploy/Caddyfile'), caddyfile(input));
    },
  };
}
