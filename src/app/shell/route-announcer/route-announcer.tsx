import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { VisuallyHidden } from '../../../../design-system';
import { titleTabOfMatches } from '../../../config/paths';

/** The `<main>` the skip link targets; the fallback focus target when a page has no h1. */
export const MAIN_ID = 'conteudo';

/**
 * How long a new page may take to show its h1 (code, then data) before the focus goes to
 * `<main>` instead: longer and a keyboard user would be left on the old link meanwhile.
 */
const HEADING_WAIT_MS = 4000;

/** What a live region needs between clearing and saying: enough for screen readers to notice. */
const ANNOUNCE_DELAY_MS = 100;

/**
 * Which page an address shows: its path without a title's tab, since the tabs are one page
 * (a tab change keeps the focus on the tab). The query string is left out for the same reason:
 * a facet, the sort, a page of results or a search change the page's content, not the page.
 */
export function pageOfAddress(pathname: string, tab: string | undefined): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return tab && path.endsWith(`/${tab}`) ? path.slice(0, -tab.length - 1) : path;
}

/**
 * The app's one route announcer and focus policy (design-system/README.md, "Moving between
 * pages"). A single-page app replaces the page without the browser saying so; after each
 * navigation to another page (not a filter, sort, search or tab inside it):
 * - the focus moves to the new page's h1 (or `<main>` when it has none), so the next Tab starts
 *   at the top of the new content, as after a full page load, and a screen reader reads it;
 * - a polite live region says the new document title, which names the page and its context.
 * A page that has already put the focus somewhere inside itself (a form's first field) keeps it.
 * The focus moves without scrolling: `<ScrollRestoration>` decides where the page stands (top
 * for a new page, the old position on Back and Forward). The first page load is the browser's
 * own to announce.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const page = pageOfAddress(pathname, titleTabOfMatches(useMatches()));
  const [message, setMessage] = useState('');
  const previous = useRef(page);

  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    // The element focused when the navigation committed: the old link, or <body> when it left.
    const before = document.activeElement;
    const started = performance.now();
    let frame = 0;
    let timer = 0;
    const announce = () => {
      setMessage('');
      // The title's words may arrive a render after the heading (the layout's effect).
      timer = window.setTimeout(() => setMessage(document.title), ANNOUNCE_DELAY_MS);
    };
    const settle = () => {
      const main = document.getElementById(MAIN_ID);
      if (!main) return;
      const active = document.activeElement;
      const moved = active !== before && active !== document.body && active !== null;
      if (moved) {
        // The page (or the reader) chose where to be meanwhile: say where, do not pull focus.
        announce();
        return;
      }
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = heading ?? main;
      // A heading is focused as a starting point, not as a control: it stays out of the Tab order.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      announce();
    };
    frame = requestAnimationFrame(settle);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [page]);

  return (
    <VisuallyHidden elementType="div" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </VisuallyHidden>
  );
}
