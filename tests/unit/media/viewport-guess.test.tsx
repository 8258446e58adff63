import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { requestViewport } from '../../../src/app/server-render/request-viewport';
import { ABOVE_THE_LIST, PHONE } from '../../../src/features/search/components/facets-panel';
import { NARROW } from '../../../src/features/title/components/tabs/copies-tab.css';
import { WIDE } from '../../../src/features/title/routes/title-page.css';
import { useMediaQuery } from '../../../src/lib/media/use-media-query';
import {
  matchesGuess,
  ViewportGuessContext,
  type ViewportGuess,
} from '../../../src/lib/media/viewport-guess';

describe('the screen a server-rendered page is laid out for', () => {
  it('is a phone when Chromium says so, or the user agent names a mobile', () => {
    expect(
      requestViewport({ mobileHint: '?1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }),
    ).toBe('phone');
    expect(requestViewport({ mobileHint: '?0', userAgent: 'Mobile Safari' })).toBe('wide');
    const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
    expect(requestViewport({ userAgent: firefoxOnAndroid })).toBe('phone');
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(requestViewport({ userAgent: iPhone })).toBe('phone');
    const iPad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(requestViewport({ userAgent: iPad })).toBe('wide');
    expect(requestViewport({})).toBe('wide');
  });

  it("answers every media query the components ask, as that screen's width would", () => {
    const answers = (guess: ViewportGuess) =>
      [PHONE, ABOVE_THE_LIST, NARROW, WIDE].map((query) => matchesGuess(query, guess));
    expect(answers('phone')).toEqual([true, true, true, false]);
    expect(answers('wide')).toEqual([false, false, false, true]);
  });

  it('reads the range and min/max forms in px, em and rem, and nothing it cannot read', () => {
    expect(matchesGuess('(width >= 390px)', 'phone')).toBe(true);
    expect(matchesGuess('(width > 390px)', 'phone')).toBe(false);
    expect(matchesGuess('(width <= 80rem)', 'wide')).toBe(true);
    expect(matchesGuess('screen and (min-width: 20em) and (max-width: 30em)', 'phone')).toBe(true);
    expect(matchesGuess('(orientation: portrait)', 'phone')).toBeNull();
    expect(matchesGuess('(prefers-reduced-motion: reduce)', 'wide')).toBeNull();
  });

  it('is what useMediaQuery answers while rendering on the server; without a guess nothing matches', () => {
    function Layout() {
      return <p>{useMediaQuery(PHONE) ? 'phone bar' : 'wide bar'}</p>;
    }
    const rendered = (guess?: ViewportGuess) =>
      renderToString(
        <ViewportGuessContext value={guess}>
          <Layout />
        </ViewportGuessContext>,
      );
    expect(rendered('phone')).toContain('phone bar');
    expect(rendered('wide')).toContain('wide bar');
    expect(rendered(undefined)).toContain('wide bar');
    // A query it cannot read keeps the answer it had before there was a guess.
    function Motion() {
      return <p>{useMediaQuery('(prefers-reduced-motion: reduce)') ? 'still' : 'moving'}</p>;
    }
    expect(
      renderToString(
        <ViewportGuessContext value="phone">
          <Motion />
        </ViewportGuessContext>,
      ),
    ).toContain('moving');
  });
});
