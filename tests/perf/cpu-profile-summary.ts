import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a sample's function lives: a package, Node itself, the server's bundle, or V8's own. */
function placeOf({ functionName, url }: { functionName: string; url: string }): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node (built-in modules)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.includes('/build-framework/server/') || url.includes('/deploy/framework-server/'))
    return "the server's bundle (app, route modules, express glue)";
  return url;
}

/**
 * The profile's time by place (self time: the function on top of the stack), largest first,
 * with its share of the profile. `(idle)` is the process waiting: for the API's answers, or for
 * requests.
 */
export function cpuProfileByPlace(file: string, top = 10) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const place = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const where = place.get(id) ?? '(unknown)';
    totals.set(where, (totals.get(where) ?? 0) + micros);
    all += micros;
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, micros]) => ({
      where,
      ms: Math.round(micros / 1000),
      'share %': Number(((100 * micros) / all).toFixed(1)),
    }));
}
