import type { TrustedTypesWindow } from 'trusted-types/lib';
import { shellChunkName, vendorChunkName } from '../../../deploy/chunk-groups';
import {
  entryScriptsPolicyName,
  storedSettingsScript,
} from '../../../deploy/first-screen-head-script';
import { boldClass, rootClass, schemeClass, zoomClass } from '../../../design-system';
import { accessibilityStorageKey } from '../../stores/accessibility-store';

/**
 * The client build's chunks every page loads (deploy/chunk-groups.ts: the libraries, then the
 * shell, which imports them), in the order they are evaluated ahead of the rest.
 */
const sharedChunkNames = [vendorChunkName, shellChunkName];

/** The `<template>` that holds the app's code until the first paint. */
export const appCodeTemplateId = 'app-code';

/**
 * Runs in the page (serialised with `toString`, so self-contained): once the browser has painted
 * the server's markup (its first-contentful-paint timing entry), the template's preloads go into
 * the document and its module script runs as a new script with the response's nonce. Its text is
 * the server's, held in the template; under Trusted Types it is set through `policyName`'s policy,
 * which passes that text and no other. A tab that never paints (hidden) starts it at `load`; a
 * browser without paint timing at once.
 *
 * Before the module script, the chunks every page shares (`sharedChunks`, largest first) run each
 * as a module script of its own, so each is evaluated in a task of its own and the module script
 * evaluates only the rest: a module graph is evaluated in one task, and the whole page's was the
 * longest task of a results page on a slow phone. Script elements (their addresses through the
 * same policy, which passes those chunks and no other), not `import()`: this function is sent as
 * its text, and a bundler's transform of `import()` would tie it to helpers the page lacks.
 */
function startAppAfterFirstPaint(templateId: string, policyName: string, sharedChunks: string[]) {
  const template = document.getElementById(templateId);
  const held = template instanceof HTMLTemplateElement ? template.content : null;
  const heldScript = held?.querySelector('script');
  if (!held || !heldScript) return;
  const nonce = document.currentScript?.nonce ?? '';
  const links = [...held.querySelectorAll('link')];
  const shared = sharedChunks
    .map((name) => links.find((link) => link.href.includes(`/assets/${name}-`))?.href)
    .filter((href): href is string => !!href);
  const policy = (window as Partial<TrustedTypesWindow>).trustedTypes?.createPolicy(policyName, {
    createScript: (text) => {
      if (text === heldScript.text) return text;
      throw new TypeError('not the app code the server sent');
    },
    createScriptURL: (url) => {
      if (shared.includes(url)) return url;
      throw new TypeError('not a chunk the server preloaded');
    },
  });
  let started = false;
  const runModuleScript = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    (script as { text: unknown }).text = policy
      ? policy.createScript(heldScript.text)
      : heldScript.text;
    document.body.append(script);
  };
  const evaluate = (href: string) =>
    new Promise((resolve) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.onload = script.onerror = resolve;
      (script as { src: unknown }).src = policy ? policy.createScriptURL(href) : href;
      document.head.append(script);
    });
  const start = () => {
    if (started) return;
    started = true;
    for (const link of links) document.head.append(link.cloneNode());
    shared
      .reduce<Promise<unknown>>(
        (previous, href) =>
          previous
            .then(() => evaluate(href))
            .then(() => new Promise((resolve) => setTimeout(resolve))),
        Promise.resolve(),
      )
      .then(runModuleScript, runModuleScript);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  // A visible page paints (its `load` can come first); a hidden one does not until shown.
  addEventListener('load', () => {
    if (document.visibilityState === 'hidden') start();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') start();
  });
}

/**
 * React Router's document asks for the app's code at once: its `<head>` preloads every module of
 * the page's routes and its module script runs them as soon as they are in. On a fast connection
 * that code ran before the browser painted anything, and Lighthouse then counted all of it, and
 * start-up's requests after hydration, into the first paint (home: 3.5 s, against 0.9 s for a page
 * that asks for its code after the first paint, as the static build's prerendered pages do:
 * deploy/first-screen-head-script.ts). React Router has no option for it (its `<Scripts>` renders
 * both), so the finished document is rewritten here: the preloads and the module script move into a
 * `<template>`, and an inline script (the response's nonce) puts them back once the page has
 * painted. The other inline scripts (the router's context and loader data) stay where they are and
 * run as parsed.
 */
export function appCodeAfterFirstPaint(html: string, nonce: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*\/>/g, (tag) => {
    preloads.push(tag);
    return '';
  });
  const moduleScript = /<script nonce="[^"]*" type="module"[^>]*>[\s\S]*?<\/script>/.exec(
    withoutPreloads,
  );
  // A document without the app's code (none of React Router's pages is) is left as it is.
  if (!moduleScript) return html;
  const starter =
    `(${startAppAfterFirstPaint.toString()})` +
    `(${JSON.stringify(appCodeTemplateId)}, ${JSON.stringify(entryScriptsPolicyName)}, ` +
    `${JSON.stringify(sharedChunkNames)})`;
  return withoutPreloads.replace(
    moduleScript[0],
    () =>
      `<template id="${appCodeTemplateId}">${preloads.join('')}${moduleScript[0]}</template>` +
      `<script nonce="${nonce}">${starter}</script>`,
  );
}

/**
 * The stored accessibility settings applied before the first paint, as the other shapes' head
 * script does (deploy/first-screen-head-script.ts): the root layout's `<html>` carries the
 * defaults' classes, which a patron's high contrast, zoom or bold text replace here rather than
 * after hydration, so the page never shows them the normal colours first. First in `<head>`, an
 * inline script under the response's nonce.
 */
export function storedSettingsFirst(html: string, nonce: string): string {
  const settings = storedSettingsScript({
    accessibilityStorageKey,
    classes: { root: rootClass, bold: boldClass, scheme: schemeClass, zoom: zoomClass },
  });
  const script = `<script nonce="${nonce}">${settings}</script>`;
  return html.replace(/<head>/, () => `<head>${script}`);
}
