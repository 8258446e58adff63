let markLive: () => void = () => {};

/**
 * Resolves once the app is live: its first commit, hydrated over the server's markup or rendered
 * (ReadyApp's first effect calls `markAppLive`).
 */
export const appLive = new Promise<void>((resolve) => (markLive = resolve));

export function markAppLive(): void {
  markLive();
}
