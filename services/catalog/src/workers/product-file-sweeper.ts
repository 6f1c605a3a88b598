import { PollingLoop } from '@shopforge/events';
import type { BackgroundWorker } from '@shopforge/service-kit';
import { sweepAbandonedUploads } from '../db/product-files';
import type { CatalogRuntime } from '../deps';
import { ABANDONED_UPLOAD_MS } from '../domain/product-file';

const IDLE_MS = 10 * 60 * 1000;
const BATCH = 100;

/**
 * Deletes product-file uploads left PENDING for more than 24 h (their chunks with them), a
 * batch at a time: every ten minutes, straight on while a batch comes back full. It runs at
 * start too, so a restarted service clears what piled up while it was down.
 */
export function productFileSweeper(deps: Pick<CatalogRuntime, 'prisma' | 'clock' | 'log'>): BackgroundWorker {
  return new PollingLoop(async () => {
    try {
      const before = new Date(deps.clock.now().getTime() - ABANDONED_UPLOAD_MS);
      const swept = await sweepAbandonedUploads(deps.prisma, before, BATCH);
      if (swept > 0) deps.log.info({ swept }, 'abandoned product-file uploads deleted');
      return swept === BATCH ? 0 : IDLE_MS;
    } catch (error) {
      deps.log.error({ err: error }, 'product-file upload sweep failed');
      return IDLE_MS;
    }
  });
}
