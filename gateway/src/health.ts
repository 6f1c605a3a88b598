import { SERVICE_NAMES } from '@shopforge/service-kit';
import { type Request, type Response, Router } from 'express';
import type { GatewayStores } from './stores';
import type { ServiceClients } from './upstream/clients';

/**
 * `/healthz`: the gateway process is alive. `/readyz`: every service answers healthy and the
 * gateway's stores (Redis in production) answer; 503 naming what is not ready otherwise.
 */
export function healthRoutes(clients: ServiceClients, stores: Pick<GatewayStores, 'ready'>): Router {
  const router = Router();
  router.get('/healthz', (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req: Request, res: Response) => {
    const [results, storesReady] = await Promise.all([
      Promise.all(SERVICE_NAMES.map(async (name) => [name, await clients.health(name)] as const)),
      stores.ready().catch(() => false),
    ]);
    const services = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ready' : 'not_ready']));
    const ready = storesReady && results.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not_ready',
      services,
      stores: storesReady ? 'ready' : 'not_ready',
    });
  });
  return router;
}
