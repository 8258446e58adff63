/**
 * The page's first `Intl` call loads the browser's locale data: 13–20 ms in Chromium on this
 * machine whichever service asks first, and four times that on a slow phone. react-aria asks
 * while its module is evaluated (its default locale), inside the app's longest task. Asked
 * here, in a task of its own while the app's code is still downloading, the main thread is
 * idle anyway and the later calls cost about a millisecond.
 */
export function warmIntl(language: string): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language, language]);
    new Intl.NumberFormat(language).format(0);
  } catch {
    // An unknown locale: the first real call pays the loading, as it would have.
  }
}
