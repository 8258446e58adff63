// Placeholder until its owner lands the real module; the router imports it lazily.
export function OAuthResponsePage() {
  return null;
}
