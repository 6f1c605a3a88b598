/**
 * Child process: the load generator. One autocannon run per `run` message, against whichever
 * target the parent names, so the baseline and the platform see the exact same client.
 *
 * It is a separate process (pinned to its own CPU when possible) rather than autocannon in the
 * platform's process: in-process, the generator would share the platform's single JavaScript
 * thread and every request would be paid for twice on the same event loop, and
 * process.cpuUsage() of the platform would include the generator's work.
 */
import autocannon from 'autocannon';
import { LatencyRecorder } from './latency-recorder';
import type { LoadOutcome, LoadReply, LoadRequest, LoadSpec } from './protocol';

function reply(message: LoadReply): void {
  process.send?.(message);
}

/**
 * Request n goes to buyer n mod B and to that buyer's next key. autocannon resets a client's
 * context after each pass through a one-request list, so rotation is by a shared counter: with
 * B = connections, about one order per buyer is in flight at any time.
 */
function buyerRotation(spec: LoadSpec): autocannon.Request[] | undefined {
  const buyers = spec.buyers?.keys.slice(0, spec.connections);
  if (spec.buyers === undefined || buyers === undefined || buyers.length === 0) return undefined;
  const prefix = spec.buyers.idempotencyPrefix;
  const used = buyers.map(() => 0);
  let sent = 0;
  return [
    {
      method: spec.method ?? 'GET',
      body: spec.body,
      setupRequest: (request) => {
        const buyer = sent % buyers.length;
        const keys = buyers[buyer] ?? [];
        const turn = (used[buyer] ?? 0) + 1;
        used[buyer] = turn;
        const key = keys[turn % keys.length];
        sent++;
        return {
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${key}`,
            'idempotency-key': `${prefix}-${sent}`,
          },
        };
      },
    },
  ];
}

async function run(spec: LoadSpec): Promise<LoadOutcome> {
  const latencies = new LatencyRecorder();
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        headers: spec.headers,
        ...(spec.body === undefined ? {} : { body: spec.body }),
        ...(spec.buyers ? { requests: buyerRotation(spec) } : {}),
        connections: spec.connections,
        duration: spec.durationSeconds,
        pipelining: 1,
        // A request still unanswered after 10 s counts as a timeout error, not a slow sample.
        timeout: 10,
      },
      (error: Error | null, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.record(responseTime);
    });
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    connections: spec.connections,
    durationSeconds: result.duration,
    requestsPerSecondMean: result.requests.average,
    responses: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: latencies.summary(),
    generatorCpu: process.cpuUsage(cpuBefore),
  };
}

process.on('message', (message: LoadRequest) => {
  if (message.type === 'stop') process.exit(0);
  run(message.spec).then(
    (outcome) => reply({ type: 'result', id: message.id, outcome }),
    (error: unknown) => reply({ type: 'failed', id: message.id, message: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready' });
