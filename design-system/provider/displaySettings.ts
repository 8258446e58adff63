import { boldClass, rootClass, schemeClass, zoomClass, type Zoom } from '../tokens/themes.css';
import type { ColorScheme } from '../tokens/palettes';

/** What the accessibility bar controls. */
export interface DisplaySettings {
  /** @default 'normal' */
  scheme?: ColorScheme;
  /** Percent added to the root font size. @default 0 */
  zoom?: Zoom;
  /** @default false */
  bold?: boolean;
}

/** The class names that apply display settings; put them on <html>. */
export function displaySettingsClassNames({
  scheme = 'normal',
  zoom = 0,
  bold = false,
}: DisplaySettings = {}): string[] {
  const names = [rootClass, schemeClass[scheme], zoomClass[zoom]];
  if (bold) names.push(boldClass);
  return names;
}

const allManagedClasses = (): string[] => [
  rootClass,
  boldClass,
  ...Object.values(schemeClass),
  ...Object.values(zoomClass),
];

/**
 * Applies display settings to an element (normally `document.documentElement`), replacing
 * whatever settings it carried, and mirrors them in data attributes for CSS and tests.
 * Returns a function that removes them again.
 */
export function applyDisplaySettings(
  element: HTMLElement,
  settings: DisplaySettings = {},
): () => void {
  element.classList.remove(...allManagedClasses());
  element.classList.add(...displaySettingsClassNames(settings));
  element.dataset.colorScheme = settings.scheme ?? 'normal';
  element.dataset.zoom = String(settings.zoom ?? 0);
  if (settings.bold) element.dataset.boldText = '';
  else delete element.dataset.boldText;
  // Dark-ground schemes also tell the browser, so scrollbars and form controls follow.
  element.style.colorScheme =
    settings.scheme && settings.scheme !== 'normal' && settings.scheme !== 'greyscale'
      ? 'dark'
      : 'light';
  return () => {
    element.classList.remove(...allManagedClasses());
    delete element.dataset.colorScheme;
    delete element.dataset.zoom;
    delete element.dataset.boldText;
    element.style.colorScheme = '';
  };
}
