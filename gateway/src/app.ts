import express, { type Express } from 'express';
import { healthRoutes } from './health';
import type { GatewayLogger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { mountRoutes } from './routes/mount';
import { ROUTE_TABLE } from './routes/table';
import type { ServiceClients } from './upstream/clients';

export function createGatewayApp(options: { clients: ServiceClients; log: GatewayLogger }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');
  app.use(requestId);
  app.use(healthRoutes(options.clients));
  app.use(mountRoutes(ROUTE_TABLE, options.clients));
  app.use(errorHandler(options.log));
  return app;
}
