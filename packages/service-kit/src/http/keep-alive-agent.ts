import { Agent } from 'undici';

/** One keep-alive pool per calling process for its internal calls (docs/adr/0001-internal-transport.md). */
export function createKeepAliveAgent(): Agent {
  return new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connections: 128,
    pipelining: 1,
  });
}
