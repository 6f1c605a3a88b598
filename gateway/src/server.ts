import { createServer, type RequestListener, type Server } from 'node:http';
import { errorDocsBase } from '@shopforge/errors';
import { DEFAULT_PUBLIC_BASE_URL } from '@shopforge/service-kit';
import { answerClientErrors } from './http/request-limits';
import type { GatewayLogger } from './logger';

/**
 * The gateway's HTTP server, wherever it runs (its own process, or the embedded platform):
 * requests Node refuses before the app sees them still answer the error envelope.
 */
export function createGatewayServer(
  handler: RequestListener,
  options: {
    /** Where callers reach the platform (PUBLIC_BASE_URL), read when an answer is written. */
    publicBaseUrl: () => string | undefined;
    log: GatewayLogger;
  },
): Server {
  const server = createServer(handler);
  // Longer than the idle timeout of the load balancers in front, so they always close first.
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server, {
    docsBase: () => errorDocsBase(options.publicBaseUrl() ?? DEFAULT_PUBLIC_BASE_URL),
    log: options.log,
  });
  return server;
}
