import {
  firstScreenAttribute,
  firstScreenContainerId,
  firstScreenDataId,
  heldLanguageAttribute,
  type FirstScreenData,
} from './first-screen-contract';

export interface EmbeddedFirstScreen {
  /** The app's `#root`, holding the prerendered markup of the app's language. */
  container: HTMLElement;
  data: FirstScreenData;
}

/**
 * Hands the page to the app. index.html (not app.html) carries each language's prerendered home
 * page, and its scripts showed the one for the address and the language in `#root`, or the
 * start-up screen. When the one shown is in the app's `language` and `usable` (nothing else in
 * the browser asks for another page), `#root` is returned with its data, to hydrate; otherwise
 * `#root` gets the start-up screen, as app.html has it, for the app to render over. Either way
 * the other languages' markup, the data and the inline scripts leave the document.
 */
export function takeFirstScreen(
  root: HTMLElement,
  language: string,
  usable: boolean,
): EmbeddedFirstScreen | null {
  const page = document.documentElement;
  const shown = page.getAttribute(firstScreenAttribute);
  if (shown === null) return null;
  let taken: EmbeddedFirstScreen | null = null;
  // Whose markup #root holds: index.html's inline script has swapped in the language shown.
  const held = root.getAttribute(heldLanguageAttribute);
  const data = document.getElementById(firstScreenDataId(language));
  if (usable && shown === language && held === language && data?.textContent) {
    taken = { container: root, data: JSON.parse(data.textContent) as FirstScreenData };
  } else {
    const bootScreen = document.querySelector('body > .boot-screen');
    root.replaceChildren(...(bootScreen ? [bootScreen] : []));
  }
  for (const element of document.querySelectorAll(
    `body > template[id^="${firstScreenContainerId('')}"], body > script:not([src]), body > .boot-screen`,
  ))
    element.remove();
  root.removeAttribute(heldLanguageAttribute);
  page.removeAttribute(firstScreenAttribute);
  return taken;
}
