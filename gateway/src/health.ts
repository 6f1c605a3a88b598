import { SERVICE_NAMES } from '@shopforge/service-kit';
import { type Request, type Response, Router } from 'express';
import type { ServiceClients } from './upstream/clients';

/** `/healthz`: the gateway process is alive. `/readyz`: every service answers healthy. */
export function healthRoutes(clients: ServiceClients): Router {
  const router = Router();
  router.get('/healthz', (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req: Request, res: Response) => {
    const results = await Promise.all(
      SERVICE_NAMES.map(async (name) => [name, await clients.health(name)] as const),
    );
    const services = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ready' : 'not_ready']));
    const ready = results.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', services });
  });
  return router;
}
