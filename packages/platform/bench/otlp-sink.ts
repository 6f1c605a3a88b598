/**
 * Child process: a loopback OTLP/HTTP collector for `BENCH_OTLP=1`. It accepts
 * `POST /v1/traces` (the JSON the platform's exporter sends), answers 200 and counts the spans,
 * so the bench measures tracing with an exporter at full sampling, serialisation and sending
 * included, and can tell how many spans arrived. In its own process, pinned away from the
 * platform's core, as a real collector would be on another machine.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SinkRequest = { type: 'count' } | { type: 'stop' };
export type SinkReply = { type: 'listening'; url: string } | { type: 'count'; spans: number; posts: number };

interface OtlpTraces {
  resourceSpans?: { scopeSpans?: { spans?: unknown[] }[] }[];
}

let spans = 0;
let posts = 0;

function count(body: string): number {
  const traces = JSON.parse(body) as OtlpTraces;
  let found = 0;
  for (const resource of traces.resourceSpans ?? []) {
    for (const scope of resource.scopeSpans ?? []) found += scope.spans?.length ?? 0;
  }
  return found;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    posts++;
    spans += count(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'listening', url: `http://127.0.0.1:${port}` } satisfies SinkReply);
});

process.on('message', (message: SinkRequest) => {
  if (message.type === 'count') process.send?.({ type: 'count', spans, posts } satisfies SinkReply);
  else process.exit(0);
});
// The parent going away must not leave a server behind.
process.on('disconnect', () => process.exit(0));
