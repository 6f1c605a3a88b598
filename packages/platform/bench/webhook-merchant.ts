/**
 * Child process: the merchant endpoints of the `webhooks` scenario, on loopback. Endpoint `i`
 * (`POST /hooks/<i>`) checks each delivery's V2 signature (HMAC-SHA256 of
 * `<deliveryId>.<timestamp>.<rawBody>` under that endpoint's secret) and answers 200; only
 * deliveries whose signature verifies are counted. The platform child reads the counts over
 * HTTP (`GET /stats`) to keep its backlog bounded and to see when a round has arrived. Its own
 * process, so the platform's CPU figure does not include the receiver's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookReceiverReply, WebhookReceiverRequest, WebhookReceiverStats } from './webhook-protocol';

const secrets = new Map<string, string>();
const stats: Omit<WebhookReceiverStats, 'duplicates' | 'cpuMicros'> = {
  verified: 0,
  refused: 0,
  firstAtMs: null,
  lastAtMs: null,
};
const seen = new Set<string>();
let duplicates = 0;

const reply = (message: WebhookReceiverReply) => process.send?.(message);
const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

function verifies(secret: string, req: IncomingMessage, body: Buffer): boolean {
  const signature = /^v1,t=(\d+),h=([0-9a-f]{64})$/.exec(header(req, 'x-shopforge-signature-v2'));
  const deliveryId = header(req, 'x-shopforge-delivery');
  if (!signature || signature[1] !== header(req, 'x-shopforge-timestamp') || !deliveryId) return false;
  const expected = createHmac('sha256', secret)
    .update(`${deliveryId}.${signature[1]}.`)
    .update(body)
    .digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature[2] ?? ''));
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.setHeader('content-type', 'application/json');
    const cpu = process.cpuUsage();
    const body: WebhookReceiverStats = { ...stats, duplicates, cpuMicros: cpu.user + cpu.system };
    res.end(JSON.stringify(body));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const endpoint = /^\/hooks\/(\d+)$/.exec(req.url ?? '')?.[1] ?? '';
    const secret = secrets.get(endpoint);
    const ok = secret !== undefined && verifies(secret, req, Buffer.concat(chunks));
    if (ok) {
      const now = Date.now();
      stats.verified += 1;
      stats.firstAtMs ??= now;
      stats.lastAtMs = now;
      const id = header(req, 'x-shopforge-delivery');
      if (seen.has(id)) duplicates += 1;
      else seen.add(id);
    } else stats.refused += 1;
    res.statusCode = ok ? 200 : 401;
    res.end(ok ? 'ok' : 'bad signature');
  });
});

process.on('message', (message: WebhookReceiverRequest) => {
  if (message.type === 'secrets') {
    for (const [endpoint, secret] of Object.entries(message.secrets)) secrets.set(endpoint, secret);
    reply({ type: 'secrets-set' });
  } else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else if (message.type === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  reply({ type: 'listening', url: `http://127.0.0.1:${port}` });
});
