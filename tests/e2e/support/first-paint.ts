/**
 * How long to wait for the first paint of a page load. The demo build seeds its in-browser mock
 * (10,000 titles) before the app starts; with two test workers on a two-core machine that can
 * take well over the default 15 s. Only waits that follow a full page load use it.
 */
export const firstPaint = { timeout: 90_000 };
