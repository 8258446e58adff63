import type * as ChartistModule from 'chartist';

type Chartist = typeof ChartistModule;

let loading: Promise<Chartist> | undefined;

/**
 * Chartist, fetched on first use: the design system's code is part of the first screen, chartist
 * is not (vite.config.ts gives it a 'charts' chunk of its own). One download for every chart.
 */
export function loadChartist(): Promise<Chartist> {
  loading ??= import('chartist').then(
    (chartist) => {
      writeStylesThroughCssom(chartist.Svg);
      return chartist;
    },
    (error: unknown) => {
      // A failed chunk download is not remembered, so the next chart tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Chartist writes a few inline styles with setAttribute('style', ...), which the app's Content
 * Security Policy refuses (no 'unsafe-inline' for styles). Styles set through the CSSOM are
 * allowed, so the same declarations go there instead; every other attribute is untouched.
 */
function writeStylesThroughCssom(Svg: Chartist['Svg']) {
  const prototype = Svg.prototype as unknown as {
    attr: (attributes: unknown, ns?: string) => unknown;
    getNode: () => Element;
    __cspSafe?: true;
  };
  if (prototype.__cspSafe) return;
  const setAttributes = prototype.attr;
  prototype.attr = function attr(this: typeof prototype, attributes: unknown, ns?: string) {
    if (attributes !== null && typeof attributes === 'object' && 'style' in attributes) {
      const { style, ...others } = attributes as Record<string, unknown>;
      const node = this.getNode();
      if (typeof style === 'string' && node instanceof SVGElement) node.style.cssText = style;
      return setAttributes.call(this, others, ns);
    }
    return setAttributes.call(this, attributes, ns);
  };
  prototype.__cspSafe = true;
}
