/** What a copy of the browser profile's Web Storage would show: every name and value. */
export function everythingStored(): string {
  const dump: string[] = [];
  for (const storage of [localStorage, sessionStorage])
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i) ?? '';
      dump.push(name, storage.getItem(name) ?? '');
    }
  return dump.join('\n');
}
