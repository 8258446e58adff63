/** Bars narrower than this are hard to see and to tell apart; wider ones look like blocks. */
const MIN_BAR_PX = 4;
const MAX_BAR_PX = 40;
/** The share of a category's room the bars take, leaving a gap between categories. */
const BAR_SHARE = 0.7;

/** How wide each bar is when `categories` groups of `seriesCount` bars share `availablePx`. */
export function barWidth(availablePx: number, categories: number, seriesCount: number): number {
  const room = (availablePx / Math.max(categories, 1)) * BAR_SHARE;
  return Math.round(Math.min(MAX_BAR_PX, Math.max(MIN_BAR_PX, room / Math.max(seriesCount, 1))));
}
