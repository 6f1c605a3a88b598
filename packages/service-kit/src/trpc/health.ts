import { healthSchema } from '@shopforge/contracts';
import { anyCallerProcedure } from './init';

/** The `health` procedure every service exposes: readiness of its own database. */
export function healthProcedure(service: string, checkDatabase: () => Promise<unknown>) {
  const startedAt = Date.now();
  return anyCallerProcedure.output(healthSchema).query(async () => {
    const database = await checkDatabase().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    return {
      service,
      status: database === 'up' ? ('ok' as const) : ('degraded' as const),
      database,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}
