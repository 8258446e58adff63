// Node's type stripping runs .ts files but, like all of Node's ESM, resolves only full file
// names; the project's imports are extensionless (tsconfig: allowImportingTsExtensions off).
// This resolve hook retries a relative specifier as `<name>.ts` and `<name>/index.ts`.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || !context.parentURL) throw error;
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      const url = new URL(candidate, context.parentURL);
      const path = fileURLToPath(url);
      if (existsSync(path) && statSync(path).isFile()) return nextResolve(url.href, context);
    }
    throw error;
  }
}
