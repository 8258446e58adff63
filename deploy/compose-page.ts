import {
  firstScreenContainerId,
  firstScreenDataId,
  heldLanguageAttribute,
} from '../src/app/prerender/first-screen-contract.ts';
import type { HeadScriptFacts, PrerenderedPage } from '../src/app/prerender/prerender-pages.ts';
import {
  firstScreenHeadScript,
  firstScreenSwapScript,
  type HeadScriptInput,
} from './first-screen-head-script.ts';

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028');

export interface ComposeOptions {
  facts: HeadScriptFacts & Pick<HeadScriptInput, 'overrideKeys'>;
  /**
   * A nonce for the page's inline `<style>`; without one (the static build) the policy allows
   * it by its hash.
   */
  styleNonce?: string;
  base: string;
  /** The route's own style sheets, linked after the page's. */
  styles: string[];
}

/**
 * A page whose first screen is already rendered, from the app's HTML (index.html as the build
 * wrote it): the held language's markup in `#root`, the others' in `<template>`s, each one's
 * start-up data as JSON, and the head script that shows the right one (or the start-up screen)
 * and requests the app's code after the first paint. The build's prerender (home, login)
 * composes its pages with it.
 */
export function composePage(
  html: string,
  { path: pagePath, screens }: PrerenderedPage,
  options: ComposeOptions,
): string {
  const { facts, base } = options;
  // The app's JavaScript waits for the first paint: its entry and preloads leave the markup and
  // the head script requests them.
  // (The bundler may give its runtime a script of its own besides the entry's.)
  const entries = [
    ...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  if (!entries.length) throw new Error('index.html has no module entry script');
  const modulePreloads = [
    ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  let page = html;
  for (const tag of [...entries, ...modulePreloads]) page = page.replace(tag[0], '');
  // What the first screen paints with is no longer a preload but a stylesheet.
  page = page.replaceAll(
    /<link rel="preload" as="style" crossorigin href="([^"]+)">/g,
    '<link rel="stylesheet" crossorigin href="$1">',
  );
  const linked = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (link) => link[1],
  );
  const routeStyles = options.styles
    .map((file) => `${base}${file}`)
    .filter((href) => !linked.includes(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);

  const input: HeadScriptInput = {
    ...facts,
    page: `${base}${pagePath}`,
    prerendered: screens.map((screen) => screen.language),
    entries: entries.map((script) => script[1] ?? ''),
    modulePreloads: modulePreloads.map((link) => link[1] ?? ''),
  };
  const defaults = [facts.classes.root, facts.classes.scheme.normal, facts.classes.zoom['0']];
  const byLanguage = new Map(screens.map((screen) => [screen.language, screen]));
  // #root holds Portuguese's markup when there is one (the prerender's), else the one screen's.
  const held = byLanguage.get('pt') ?? screens[0];
  if (!held) throw new Error('no first screen to compose');
  const others = screens.filter((screen) => screen !== held);
  const hiding = [
    // #root holds Portuguese's markup until the swap script puts the picked language's there
    // (its held-language attribute says whose it holds); it hides while that is not the language picked,
    // and when the start-up screen shows instead.
    ...others.map(
      ({ language }) =>
        `html[data-first-screen="${language}"] #root:not([${heldLanguageAttribute}="${language}"]){display:none}`,
    ),
    `html[data-first-screen=""] #root{display:none}`,
    // The start-up screen shows only when no prerendered page does.
    `html:not([data-first-screen=""]) body>.boot-screen{display:none}`,
  ].join('');
  const head =
    routeStyles.map((link) => `${link}\n    `).join('') +
    `<style${options.styleNonce ? ` nonce="${options.styleNonce}"` : ''}>${hiding}</style>\n    ` +
    `<script>${firstScreenHeadScript(input)}</script>\n  </head>`;
  // The start-up screen holds no <div> of its own: its end is the first </div>.
  const bootScreen = /<div id="root">\s*(<div class="boot-screen"[\s\S]*?<\/div>)\s*<\/div>/.exec(
    page,
  );
  if (!bootScreen?.[1]) throw new Error("index.html's #root has no start-up screen");
  const body = [
    `<div id="root" ${heldLanguageAttribute}="${held.language}">${held.html}</div>`,
    ...others.map(
      (screen) =>
        `<template id="${firstScreenContainerId(screen.language)}">${screen.html}</template>`,
    ),
    `<script>${firstScreenSwapScript(firstScreenContainerId(''), heldLanguageAttribute)}</script>`,
    bootScreen[1],
    ...screens.map(
      // Every field of the start-up data but the markup, so a field added to FirstScreenData
      // reaches the client without a change here (the viewport guess once did not).
      ({ html: _markup, ...data }) =>
        `<script type="application/json" id="${firstScreenDataId(data.language)}">${escapeJson(data)}</script>`,
    ),
  ].join('\n    ');
  return page
    .replace(
      /<html lang="([^"]*)">/,
      (_tag, lang: string) =>
        `<html lang="${facts.htmlLang[held.language] ?? lang}" class="${defaults.join(' ')}" data-color-scheme="normal" data-zoom="0">`,
    )
    .replace(/\s*<\/head>/, `\n    ${head}`)
    .replace(bootScreen[0], body);
}
