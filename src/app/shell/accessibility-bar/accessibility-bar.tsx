// Placeholder until the shell piece lands; the owner replaces this file.
export function AccessibilityBar() {
  return null;
}
