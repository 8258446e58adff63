/**
 * Whether a bar chart's categories fit under their bars, or the chart turns on its side. Chartist
 * gives each category's label the width of its column; a label wider than that runs into its
 * neighbours (issue 39: twelve months or the libraries' names at a phone's 390 px). On its side,
 * each label has a row and the width of the label column, where it wraps.
 */

/** The labels' font (the xs size, 12 px) averages about this much per character. */
const CHAR_PX = 6.6;
/** What chartist keeps beside the plot: the value axis' labels and the padding. */
const VALUE_AXIS_PX = 56;
/** Lines a label may wrap to under its column before it would spill below the axis. */
const LINES_UNDER_BAR = 2;

const widthOf = (text: string) => text.length * CHAR_PX;
const longestWord = (label: string) =>
  Math.max(0, ...label.split(/\s+/).map((word) => widthOf(word)));

export type BarLayout = 'columns' | 'rows';

/** Columns while every label fits its column (its words whole, in at most two lines); rows otherwise. */
export function barLayout(widthPx: number, categories: string[]): BarLayout {
  // Not laid out (a hidden tab): chartist's own layout, as before this rule.
  if (categories.length === 0 || widthPx <= 0) return 'columns';
  const column = Math.max(0, widthPx - VALUE_AXIS_PX) / categories.length;
  const fits = categories.every(
    (label) => longestWord(label) <= column && widthOf(label) <= column * LINES_UNDER_BAR,
  );
  return fits ? 'columns' : 'rows';
}

/** On its side: the label column's width, the longest label's, within a third of the chart. */
export function labelColumnPx(widthPx: number, categories: string[]): number {
  const longest = Math.max(0, ...categories.map(widthOf));
  return Math.round(Math.min(Math.max(longest + 12, 48), widthPx / 3));
}

/** On its side: the plot's height in rem, a row per category tall enough for its bars and two lines. */
export function rowsHeightRem(categoryCount: number, seriesCount: number): number {
  const row = Math.max(2, 0.75 * Math.max(seriesCount, 1) + 0.75);
  return Math.max(18, categoryCount * row + 2.5);
}
