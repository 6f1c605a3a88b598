import type { PGlite } from '@electric-sql/pglite';
import { extractContext, startTelemetry, type TelemetryHandle, withSpan } from '@shopforge/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxPglite, orderEvent, RecordingBus } from './fixture';
import { OutboxRelay } from './relay';
import type { SqlExecutor } from '@shopforge/db/sql';
import { sqlOutboxStore } from './store';
import { writeOutboxEvent } from './write';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

// Its own file because startTelemetry registers the global context manager the trace needs
// (without one every context is the empty root and nothing is captured).
let telemetry: TelemetryHandle;
let db: PGlite;
let executor: SqlExecutor;
beforeAll(async () => {
  telemetry = startTelemetry({ serviceName: 'events-outbox-test' });
  ({ db, executor } = await createOutboxPglite());
});
afterAll(async () => {
  await db.close();
  await telemetry.shutdown();
});

describe('writeOutboxEvent tracing', () => {
  it('stores the active span traceparent with the row and the relay forwards it', async () => {
    const written = await withSpan(
      'create order',
      {},
      () => writeOutboxEvent(executor, orderEvent('o1', 1)),
      {
        parent: extractContext({ traceparent: TRACEPARENT }),
      },
    );
    expect(written.traceparent).toContain(TRACE_ID);
    const rows = await executor.query<{ traceparent: string | null }>(
      'SELECT "traceparent" FROM "outbox_events"',
    );
    expect(rows[0]?.traceparent).toBe(written.traceparent);

    const bus = new RecordingBus();
    await new OutboxRelay({ store: sqlOutboxStore(executor), bus }).relayOnce();
    expect(bus.published[0]?.event.traceparent).toBe(written.traceparent);
  });

  it('stores null when nothing is traced', async () => {
    expect((await writeOutboxEvent(executor, orderEvent('o2', 1))).traceparent).toBeNull();
  });
});
