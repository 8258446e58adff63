// Placeholder until the login page lands; the owner replaces this file.
export function LoginPage() {
  return null;
}
