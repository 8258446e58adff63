import type { TokenServiceSnapshot } from './auth/token-service';
import { applyChanges, exportChanges, type DbChanges } from './db';
import type { MockContext } from './handlers/context';
import { mockStorageKeys } from './mock-storage-keys';

interface SavedState {
  db: DbChanges;
  tokens: TokenServiceSnapshot;
}

/**
 * The in-browser mock keeps its data and sessions across a page reload: only what changed
 * since the seed is saved (the seed itself is rebuilt, deterministic), with the issued tokens.
 */
export async function restoreMockState(context: MockContext, storage: Storage): Promise<boolean> {
  const text = storage.getItem(mockStorageKeys.state);
  if (!text) return false;
  try {
    const saved = JSON.parse(text) as SavedState;
    await applyChanges(context.db, saved.db);
    context.tokens.restore(saved.tokens);
    return true;
  } catch {
    // A state saved by an older mock may not fit this one: start from the seed.
    storage.removeItem(mockStorageKeys.state);
    return false;
  }
}

export function saveMockState(context: MockContext, storage: Storage): void {
  const state: SavedState = { db: exportChanges(context.db), tokens: context.tokens.snapshot() };
  storage.setItem(mockStorageKeys.state, JSON.stringify(state));
}

/** Saves after data changes (debounced) and when the page goes away (reload, navigation). */
export function keepMockStateSaved(context: MockContext, storage: Storage, target: Window): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => saveMockState(context, storage), 250);
  };
  for (const collection of Object.values(context.db)) {
    for (const kind of ['create', 'update', 'delete'] as const) collection.hooks.on(kind, soon);
  }
  target.addEventListener('pagehide', () => saveMockState(context, storage));
}
