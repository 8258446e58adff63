// Placeholder until the shell piece lands; the owner replaces this file.
export function Header() {
  return null;
}
