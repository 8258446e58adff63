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

/**
 * Saves after data changes (debounced) and when the page goes away (reload, navigation).
 * `reset()` drops the saved state and stops saving, so the reload that follows starts from
 * the seed.
 */
export function keepMockStateSaved(context: MockContext, storage: Storage, target: Window) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = true;
  const save = () => {
    if (saving) saveMockState(context, storage);
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 250);
  };
  for (const collection of Object.values(context.db)) {
    for (const kind of ['create', 'update', 'delete'] as const) collection.hooks.on(kind, soon);
  }
  target.addEventListener('pagehide', save);
  return {
    reset() {
      saving = false;
      clearTimeout(timer);
      storage.removeItem(mockStorageKeys.state);
    },
  };
}
