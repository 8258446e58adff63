import type { TrustedTypesWindow } from 'trusted-types/lib';
import type { HeadScriptFacts } from '../src/app/prerender/prerender-pages.ts';

/**
 * The Trusted Types policy of the head script (listed in the CSP's `trusted-types`, see
 * deploy/security-headers.ts): under `require-trusted-types-for 'script'` a script's `src` takes
 * only a TrustedScriptURL, and this policy makes one for the app's own entry chunks, no other.
 */
export const entryScriptsPolicyName = 'catalogue-entry';

export interface HeadScriptInput extends HeadScriptFacts {
  /** The address whose markup this page holds (the home page's is Vite's `base`). */
  page: string;
  /** The languages with prerendered markup in this page. */
  prerendered: string[];
  /**
   * sessionStorage keys that, when set, make the page not the build's (the demo build's mock QA
   * overrides): the start-up screen shows instead of the prerendered markup.
   */
  overrideKeys: string[];
  /** The app's entry scripts and the modules to preload with them, requested after the first paint. */
  entries: string[];
  modulePreloads: string[];
}

/**
 * The stored accessibility settings (the accessibility store's localStorage entry) as <html>'s
 * classes and attributes, as the design system's provider will set them, so a patron who chose
 * high contrast never sees the normal colours first. Self-contained (serialised with `toString`):
 * the head script runs it, and framework mode's pages run it alone (src/app/framework/
 * entry.server.tsx). Unreadable settings leave the defaults, as the app will have them.
 */
export function applyStoredAccessibilitySettings(
  input: Pick<HeadScriptFacts, 'accessibilityStorageKey' | 'classes'>,
) {
  try {
    const html = document.documentElement;
    const stored = JSON.parse(localStorage.getItem(input.accessibilityStorageKey) ?? 'null') as {
      state?: { zoom?: number; negrito?: boolean; cor?: string; escuro?: boolean };
    } | null;
    const settings = stored?.state;
    if (!settings) return;
    const scheme =
      settings.escuro && settings.cor === 'normal' ? 'dark' : (settings.cor ?? 'normal');
    const zoom = String(settings.zoom ?? 0);
    const { classes } = input;
    const schemeClass = classes.scheme[scheme];
    const zoomClass = classes.zoom[zoom];
    if (!schemeClass || !zoomClass) return;
    html.className = [classes.root, schemeClass, zoomClass]
      .concat(settings.negrito ? [classes.bold] : [])
      .join(' ');
    html.setAttribute('data-color-scheme', scheme);
    html.setAttribute('data-zoom', zoom);
    if (settings.negrito) html.setAttribute('data-bold-text', '');
    html.style.colorScheme = scheme !== 'normal' && scheme !== 'greyscale' ? 'dark' : 'light';
  } catch {
    // Unreadable settings: the defaults, as the app will have them.
  }
}

/** The settings script alone, for a page with no head script of its own (framework mode). */
export function storedSettingsScript(
  input: Pick<HeadScriptFacts, 'accessibilityStorageKey' | 'classes'>,
): string {
  const facts = { accessibilityStorageKey: input.accessibilityStorageKey, classes: input.classes };
  return `(${applyStoredAccessibilitySettings.toString()})(${JSON.stringify(facts).replaceAll('<', '\\u003c')})`;
}

/**
 * Runs in index.html's `<head>`, inline (its hash is in the content security policy), before the
 * first paint. Self-contained (no imports, no helpers): it is serialised with `toString` into
 * the page, and the browsers that run the app's modules run it.
 *
 * 1. The stored accessibility settings (the accessibility store's localStorage entry) become
 *    <html>'s classes at once, as the design system's provider will set them, so a patron who
 *    chose high contrast never sees the normal colours first.
 * 2. The language the app will start in (`detectLanguage`'s order: `lng` in the address, the
 *    stored choice, the browser's languages, else Portuguese) picks which prerendered markup
 *    shows, through `data-first-screen` on <html>; any other address than the page's own (a query
 *    included), a language without markup, or a session key that changes what the page renders
 *    shows the start-up screen instead (`data-first-screen=""`).
 * 3. The app's JavaScript is requested once the first contentful paint has happened (its paint
 *    timing entry) and the markup is parsed; where the browser reports no paint timing, or the
 *    start-up screen shows, it is preloaded at once and run once the markup is parsed.
 */
function headScript(
  input: HeadScriptInput & { entryPolicy: string },
  applyStoredSettings: typeof applyStoredAccessibilitySettings,
) {
  const html = document.documentElement;
  const trustedTypes = (window as unknown as Partial<TrustedTypesWindow>).trustedTypes;
  const entryPolicy = trustedTypes?.createPolicy(input.entryPolicy, {
    createScriptURL: (url) => {
      if (input.entries.includes(url)) return url;
      throw new TypeError(`${url} is not one of the app's entry scripts`);
    },
  });

  const startLanguage = () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem('lng');
    } catch {
      // Storage can be disabled; the browser's languages decide.
    }
    const candidates = [new URLSearchParams(location.search).get('lng'), stored].concat(
      navigator.languages,
    );
    for (const candidate of candidates) {
      const base = (candidate ?? '').toLowerCase().split('-')[0] ?? '';
      if (input.startupLanguages.includes(base)) return base;
    }
    return 'pt';
  };

  const append = (tag: 'link' | 'script', properties: Record<string, unknown>) => {
    const element = document.createElement(tag);
    Object.assign(element, { crossOrigin: '' }, properties);
    document.head.append(element);
  };
  let preloaded = false;
  const preloadApp = () => {
    if (preloaded) return;
    preloaded = true;
    for (const href of input.entries.concat(input.modulePreloads))
      append('link', { rel: 'modulepreload', href });
  };
  let requested = false;
  const requestApp = () => {
    if (requested) return;
    requested = true;
    preloadApp();
    for (const src of input.entries)
      append('script', { type: 'module', src: entryPolicy?.createScriptURL(src) ?? src });
  };
  let painted = false;
  let parsed = document.readyState !== 'loading';
  const whenBoth = () => {
    if (painted && parsed) requestApp();
  };
  document.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    whenBoth();
  });

  let shown = '';
  applyStoredSettings(input);
  try {
    const language = startLanguage();
    // The start-up screen's message in that language (index.html), should the screen show.
    html.setAttribute('data-start-language', language);
    // A prerendered page's address has no query; a page rendered per request names its own.
    const isThisPage = location.pathname + location.search === input.page;
    const overridden =
      input.overrideKeys
        .concat(input.startupScreenKeys)
        .some((key) => sessionStorage.getItem(key)) ||
      // A signed-in patron's header and pages are not the anonymous markup's: the app renders.
      input.patronKeys.some(([area, key]) =>
        (area === 'local' ? localStorage : sessionStorage).getItem(key),
      );
    shown = isThisPage && !overridden && input.prerendered.includes(language) ? language : '';
    if (shown) html.lang = input.htmlLang[shown] ?? shown;
    if (shown && PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted = true;
        whenBoth();
      }).observe({ type: 'paint', buffered: true });
    } else {
      painted = true;
    }
  } catch {
    // An older browser (no paint timing): the start-up screen, and the app at once.
    shown = '';
    painted = true;
  }
  html.setAttribute('data-first-screen', shown);
  // No prerendered page shows (a results address, another language): there is no paint to wait
  // for, so the app's code downloads at once; it runs once the markup is parsed, as it needs.
  if (!shown) preloadApp();
  whenBoth();
}

/** The head script's text for one build: the function above applied to the build's facts. */
export function firstScreenHeadScript(input: HeadScriptInput): string {
  const withPolicy = { ...input, entryPolicy: entryScriptsPolicyName };
  return (
    `(${headScript.toString()})` +
    `(${JSON.stringify(withPolicy).replaceAll('<', '\\u003c')}, ${applyStoredAccessibilitySettings.toString()})`
  );
}

/**
 * Runs in the body right after the other languages' markup, which waits in `<template>`s (so
 * the document never holds the same ids three times): when the head script picked one of them,
 * its markup replaces Portuguese's in `#root` before the first paint (CSS keeps `#root` hidden
 * until its `heldAttribute`, `data-language`, is the one picked).
 */
function swapScript(templateIdPrefix: string, heldAttribute: string) {
  const shown = document.documentElement.getAttribute('data-first-screen');
  const root = document.getElementById('root');
  const template = shown ? document.getElementById(`${templateIdPrefix}${shown}`) : null;
  if (!shown || !root || !(template instanceof HTMLTemplateElement)) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.setAttribute(heldAttribute, shown);
}

/** The swap script's text for one build. */
export function firstScreenSwapScript(templateIdPrefix: string, heldAttribute: string): string {
  return `(${swapScript.toString()})(${JSON.stringify(templateIdPrefix)}, ${JSON.stringify(heldAttribute)})`;
}
