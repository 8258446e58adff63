import { describe, expect, it } from 'vitest';
import {
  appCodeAfterFirstPaint,
  appCodeTemplateId,
} from '../../../src/app/framework/code-after-paint.server';

const nonce = 'bm9uY2U=';
const document = [
  '<!DOCTYPE html><html><head><meta charSet="UTF-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/vendor-B.js" nonce="${nonce}"/>`,
  '<link rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>Dom Casmurro</main>',
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root-D.js";`,
  'import("/assets/entry.client-A.js");</script>',
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`,
  '</body></html>',
].join('');

describe('appCodeAfterFirstPaint', () => {
  const page = appCodeAfterFirstPaint(document, nonce);
  const template = new RegExp(`<template id="${appCodeTemplateId}">([\\s\\S]*?)</template>`).exec(
    page,
  )?.[1];

  it('holds the preloads and the module script in a template, none of them left outside', () => {
    expect(template).toBeDefined();
    expect(template).toContain('href="/assets/entry.client-A.js"');
    expect(template).toContain('href="/assets/vendor-B.js"');
    expect(template).toContain('import("/assets/entry.client-A.js")');
    const outside = page.replace(template!, '');
    expect(outside).not.toContain('modulepreload');
    expect(outside).not.toContain('type="module"');
  });

  it('keeps the style sheets, the markup and the router’s inline scripts where they were', () => {
    expect(page).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/></head>');
    expect(page).toContain('<main>Dom Casmurro</main>');
    expect(page).toContain(`<script nonce="${nonce}">window.__reactRouterContext = {};</script>`);
    expect(page.indexOf('streamController.close()')).toBeGreaterThan(page.indexOf('</template>'));
  });

  it('starts the code with an inline script under the response’s nonce, through the entry policy', () => {
    const starter = /<\/template><script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(page);
    expect(starter?.[1]).toBe(nonce);
    expect(starter?.[2]).toContain('first-contentful-paint');
    expect(starter?.[2]).toContain('"catalogue-entry"');
  });

  it('imports the shared chunks first, the libraries before the shell, then the module script', () => {
    const starter = /<\/template><script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(starter).toContain('["vendor","shell"]');
    // Each as a module script of its own, its address through the entry policy; no `import()`,
    // which a bundler's transform would tie to helpers the page lacks.
    expect(starter).toContain('createScriptURL');
    expect(starter).not.toMatch(/\bimport\(|__vite/);
  });

  it('leaves a document without the app’s code as it is', () => {
    const plain = '<html><head></head><body><p>503</p></body></html>';
    expect(appCodeAfterFirstPaint(plain, nonce)).toBe(plain);
  });
});
