/**
 * One measurement: drive a target from the load-generator child for a while and read the
 * server side's CPU time around it. CPU time is what makes the numbers comparable on a
 * machine where the client and the servers share two cores: throughput depends on what else
 * runs, CPU per request much less.
 */
import type { Child } from './child';
import type { CpuTime, LoadOutcome, LoadReply, LoadRequest, LoadSpec } from './protocol';

export type LoadGenerator = Child<LoadRequest, LoadReply>;

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  buyers?: LoadSpec['buyers'];
  /** Cumulative CPU time of the process(es) serving the target. */
  serverCpu(): Promise<CpuTime>;
}

export interface Measurement extends LoadOutcome {
  /** Server CPU time per completed response, microseconds. */
  serverCpuMicrosPerRequest: number;
  /** Share of one core the servers used over the run (1 = a full core). */
  serverCoreUtilisation: number;
  generatorCpuMicrosPerRequest: number;
  generatorCoreUtilisation: number;
}

let nextId = 0;
const SETTLE_MS = 1000;

async function drive(generator: LoadGenerator, target: Target, connections: number, seconds: number) {
  const id = ++nextId;
  generator.send({
    type: 'run',
    id,
    spec: {
      url: target.url,
      method: target.method,
      headers: target.headers,
      body: target.body,
      buyers: target.buyers,
      connections,
      durationSeconds: seconds,
    },
  });
  const reply = await generator.next(
    (r): r is Extract<LoadReply, { type: 'result' | 'failed' }> =>
      (r.type === 'result' || r.type === 'failed') && r.id === id,
    (seconds + 60) * 1000,
  );
  if (reply.type === 'failed') throw new Error(`load run against ${target.name} failed: ${reply.message}`);
  return reply.outcome;
}

const total = (cpu: CpuTime) => cpu.user + cpu.system;

/** Load that is thrown away: JIT, connection pools, PGlite caches and the heap settle first. */
export async function warmUp(generator: LoadGenerator, target: Target, connections: number, seconds: number) {
  return drive(generator, target, connections, seconds);
}

export async function measure(
  generator: LoadGenerator,
  target: Target,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  // Requests autocannon abandoned at the end of the previous run may still be queued in the
  // target; let them finish so their CPU is not billed to this run.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const before = await target.serverCpu();
  const startedAt = performance.now();
  const outcome = await drive(generator, target, connections, seconds);
  const wallMicros = (performance.now() - startedAt) * 1000;
  const after = await target.serverCpu();
  const serverMicros = total(after) - total(before);
  const responses = Math.max(outcome.responses, 1);
  const generatorMicros = total(outcome.generatorCpu);
  return {
    ...outcome,
    serverCpuMicrosPerRequest: serverMicros / responses,
    serverCoreUtilisation: serverMicros / wallMicros,
    generatorCpuMicrosPerRequest: generatorMicros / responses,
    generatorCoreUtilisation: generatorMicros / (outcome.durationSeconds * 1e6),
  };
}
