import type { TokenServiceSnapshot } from './auth/token-service';
import { applyChanges, exportChanges, type DbChanges } from './db';
import type { MockContext } from './handlers/context';
import { mockLastingKeys, mockStorageKeys } from './mock-storage-keys';

interface SavedState {
  db: DbChanges;
  tokens: TokenServiceSnapshot;
}

/**
 * The in-browser mock keeps its data and sessions across a page reload: only what changed
 * since the seed is saved (the seed itself is rebuilt, deterministic), with the issued tokens.
 * With `lasting` (the browser's localStorage) the issued tokens also outlive the browser, as a
 * real server's sessions do: a remembered patron is still signed in after a restart, while the
 * data changes stay per browser session (a fresh session starts from the seed, as QA expects).
 */
export async function restoreMockState(
  context: MockContext,
  storage: Storage,
  lasting?: Storage,
): Promise<boolean> {
  const restoredTokens = lasting ? restoreLastingTokens(context, lasting) : false;
  const text = storage.getItem(mockStorageKeys.state);
  if (!text) return restoredTokens;
  try {
    const saved = JSON.parse(text) as SavedState;
    await applyChanges(context.db, saved.db);
    context.tokens.restore(saved.tokens);
    return true;
  } catch {
    // A state saved by an older mock may not fit this one: start from the seed.
    storage.removeItem(mockStorageKeys.state);
    return restoredTokens;
  }
}

function restoreLastingTokens(context: MockContext, lasting: Storage): boolean {
  const text = lasting.getItem(mockLastingKeys.tokens);
  if (!text) return false;
  try {
    context.tokens.restore(JSON.parse(text) as TokenServiceSnapshot);
    return true;
  } catch {
    lasting.removeItem(mockLastingKeys.tokens);
    return false;
  }
}

export function saveMockState(context: MockContext, storage: Storage, lasting?: Storage): void {
  const tokens = context.tokens.snapshot();
  const state: SavedState = { db: exportChanges(context.db), tokens };
  storage.setItem(mockStorageKeys.state, JSON.stringify(state));
  // Tabs share localStorage: the last tab to save wins, which at worst signs a patron out.
  lasting?.setItem(mockLastingKeys.tokens, JSON.stringify(tokens));
}

/**
 * Saves after data changes (debounced) and when the page goes away (reload, navigation).
 * `reset()` drops the saved state and stops saving, so the reload that follows starts from
 * the seed.
 */
export function keepMockStateSaved(
  context: MockContext,
  storage: Storage,
  target: Window,
  lasting?: Storage,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = true;
  const save = () => {
    if (saving) saveMockState(context, storage, lasting);
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 250);
  };
  for (const collection of Object.values(context.db)) {
    for (const kind of ['create', 'update', 'delete'] as const) collection.hooks.on(kind, soon);
  }
  // A sign-in changes no data, only the tokens; a browser closed without `pagehide` keeps it.
  context.tokens.subscribe(soon);
  target.addEventListener('pagehide', save);
  return {
    reset() {
      saving = false;
      clearTimeout(timer);
      storage.removeItem(mockStorageKeys.state);
      lasting?.removeItem(mockLastingKeys.tokens);
    },
  };
}
