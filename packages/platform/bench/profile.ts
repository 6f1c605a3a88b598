/**
 * BENCH_PROFILE: a V8 CPU profile of the platform process while it serves measured load, saved
 * as a `.cpuprofile` (open it in Chrome DevTools) and summarised by where the time goes.
 *
 * The summary bills each sample to the innermost frame that belongs to a library, so time in
 * Node's internals called by undici counts as undici, and time in a callback the library calls
 * back into counts as whoever owns the callback. Shares, not absolute costs: the profiler slows
 * the process down by itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Packages whose code is named after the job, not the package, in the summary. */
const LABELS: Array<[RegExp, string]> = [
  [/@electric-sql\/pglite|pglite-prisma-adapter|prisma-adapter-pglite/, 'PGlite'],
  [/@prisma\/instrumentation/, 'OpenTelemetry'],
  [/@prisma\/|\/generated\/prisma\//, 'Prisma'],
  [/@opentelemetry\//, 'OpenTelemetry'],
  [/@trpc\//, 'tRPC'],
  [/\/undici\//, 'undici'],
  [/\/express\/|\/router\/|\/body-parser\/|\/send\/|\/finalhandler\//, 'Express'],
  [/\/zod\//, 'zod'],
  [/\/pino\/|\/pino-|\/sonic-boom\//, 'pino'],
  [/\/ioredis\//, 'ioredis'],
];

/** What one call frame belongs to, or null for frames that are nobody's library (Node, V8). */
export function frameOwner(frame: CallFrame): string | null {
  const { url, functionName } = frame;
  if (url === '') {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(program)' || functionName === '(idle)') return functionName;
    return null;
  }
  if (url.startsWith('wasm://')) return 'PGlite';
  for (const [pattern, label] of LABELS) if (pattern.test(url)) return label;
  const workspace = /\/(gateway|services\/[^/]+|packages\/[^/]+)\/(src|bench)\//.exec(url);
  if (workspace) return `shopforge ${workspace[1]}`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (dependency) return dependency[1] ?? null;
  return null;
}

/** Where `nodeId`'s time goes: its own owner, else the closest owning caller, else Node. */
function owners(profile: CpuProfile): Map<number, string> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const resolved = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = resolved.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const own = node ? frameOwner(node.callFrame) : null;
    const nodeUrl = node?.callFrame.url ?? '';
    const parent = parentOf.get(id);
    let owner: string;
    if (own !== null) owner = own;
    else if (parent !== undefined) owner = resolve(parent);
    else owner = nodeUrl.startsWith('node:') ? 'Node' : 'other';
    // Node internals with no library above them (the HTTP server, sockets) are Node's.
    if (owner === 'other' && nodeUrl.startsWith('node:')) owner = 'Node';
    resolved.set(id, owner);
    return owner;
  };
  for (const n of profile.nodes) resolve(n.id);
  return resolved;
}

export interface ProfileSummary {
  /** Non-idle sampled time, ms. */
  busyMs: number;
  shares: Array<{ owner: string; ms: number; share: number }>;
  topFunctions: Array<{ name: string; ms: number; share: number }>;
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const owner = owners(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const who = owner.get(id) ?? 'other';
    if (who === '(idle)') return;
    busy += micros;
    byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
    const frame = byId.get(id)?.callFrame;
    if (frame) {
      const file = frame.url.split('/').slice(-2).join('/');
      const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    }
  });
  const rank = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([key, micros]) => ({ key, micros }));
  return {
    busyMs: busy / 1000,
    shares: rank(byOwner).map(({ key, micros }) => ({ owner: key, ms: micros / 1000, share: micros / busy })),
    topFunctions: rank(byFunction)
      .slice(0, 25)
      .map(({ key, micros }) => ({ name: key, ms: micros / 1000, share: micros / busy })),
  };
}

export function formatProfileSummary(label: string, summary: ProfileSummary): string {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  return [
    `CPU profile of ${label}: ${summary.busyMs.toFixed(0)} ms busy`,
    ...summary.shares.filter((s) => s.share >= 0.005).map((s) => `  ${pct(s.share)}  ${s.owner}`),
    '  top functions (self time):',
    ...summary.topFunctions.slice(0, 15).map((f) => `  ${pct(f.share)}  ${f.name}`),
  ].join('\n');
}

/** Profiles this process between `start` and `stop`. */
export class Profiler {
  private readonly session = new Session();

  async start(): Promise<void> {
    this.session.connect();
    await this.session.post('Profiler.enable');
    // 200 µs instead of the default 1 ms: a request costs well under a millisecond.
    await this.session.post('Profiler.setSamplingInterval', { interval: 200 });
    await this.session.post('Profiler.start');
  }

  async stop(directory: string, name: string): Promise<{ file: string; profile: CpuProfile }> {
    const { profile } = (await this.session.post('Profiler.stop')) as { profile: CpuProfile };
    await this.session.post('Profiler.disable');
    this.session.disconnect();
    mkdirSync(directory, { recursive: true });
    const file = join(directory, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return { file, profile };
  }
}
