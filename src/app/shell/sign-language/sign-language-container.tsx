/**
 * Where the sign-language widget draws itself: widgets of this kind look for a host element
 * rather than creating one. Hidden while the setting is off, which also hides an
 * already-loaded widget, since its script cannot be removed from the page.
 */
export function SignLanguageContainer({ visible }: { visible: boolean }) {
  return <div id="widget-libras" data-sign-language-host="" hidden={!visible} />;
}
