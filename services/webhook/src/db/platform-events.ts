import type { ParsedListQuery, PlatformEvent } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import {
  type CursorCodec,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonUnixSeconds,
  type ListTable,
  rawSql,
  sortedJsonPage,
  sql,
  toUnixSeconds,
} from '@shopforge/service-kit';
import { platformEventSchema } from '@shopforge/contracts';

const e = (column: string) => rawSql(`e.${column}`);

/**
 * The event record written by the database, over `events` aliased `e`. `data` is a json column
 * embedded verbatim; callers who may not see delivered goods get the copy without them.
 */
const eventJson = (viewsGoods: boolean) =>
  jsonRecord(platformEventSchema, {
    id: jsonString(e('id')),
    type: jsonString(e('type')),
    object_id: jsonString(e('object_id')),
    sequence: jsonInteger(e('sequence')),
    created_at: jsonUnixSeconds(e('created_at')),
    data: jsonString(viewsGoods ? e('data') : rawSql('coalesce(e.redacted_data, e.data)')),
  });

/** API list fields → event columns (docs/lists.md). */
const EVENT_TABLE = {
  alias: 'e',
  columns: {
    type: { column: 'type', type: 'text' },
    object_id: { column: 'object_id', type: 'text' },
    created_at: { column: 'created_at', type: 'unix_seconds' },
  },
} as const satisfies ListTable<string>;

type Field = keyof typeof EVENT_TABLE.columns;

/** One cursor page of the shop's events under `filters` and `sorts`, newest first by default. */
export function listEventPage(
  db: { sql: SqlExecutor; cursors: CursorCodec },
  options: {
    shopId: string;
    viewsGoods: boolean;
    query: ParsedListQuery<Field, Field>;
    cursor: string | undefined;
    limit: number;
  },
) {
  return sortedJsonPage(db.sql, db.cursors, {
    listName: 'events',
    record: eventJson(options.viewsGoods),
    from: sql`events e`,
    shopScope: sql`e.shop_id = ${options.shopId}::uuid`,
    table: EVENT_TABLE,
    query: options.query,
    cursor: options.cursor,
    limit: options.limit,
  });
}

/** A json column: pg parses it, PGlite may hand over its text. */
export function jsonObject(value: Record<string, unknown> | string): Record<string, unknown> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EventRow {
  id: string;
  type: string;
  object_id: string;
  sequence: string;
  data: Record<string, unknown> | string;
  created_at: Date;
}

/** One event of the shop; another shop's, an expired or a malformed id is not found. */
export async function findEvent(
  db: SqlExecutor,
  shopId: string,
  id: string,
  viewsGoods: boolean,
): Promise<PlatformEvent> {
  const [row] = UUID.test(id)
    ? await db.query<EventRow>(
        `SELECT "id"::text AS "id", "type", "object_id", "sequence"::text AS "sequence",
           ${viewsGoods ? '"data"' : 'coalesce("redacted_data", "data")'} AS "data", "created_at"
         FROM "events" WHERE "id" = $1::uuid AND "shop_id" = $2::uuid`,
        [id, shopId],
      )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Event not found.');
  return {
    id: row.id,
    type: row.type,
    object_id: row.object_id,
    sequence: Number(row.sequence),
    created_at: toUnixSeconds(new Date(row.created_at)),
    data: jsonObject(row.data),
  };
}

/** Deletes up to `batch` events older than `before`; answers how many. */
export async function purgeEvents(db: SqlExecutor, before: Date, batch = 1000): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM "events" WHERE "id" IN (
         SELECT "id" FROM "events" WHERE "created_at" < $1::timestamptz ORDER BY "created_at" LIMIT $2)
       RETURNING 1)
     SELECT count(*)::int AS "n" FROM gone`,
    [before.toISOString(), batch],
  );
  return rows[0]?.n ?? 0;
}

interface FeedRow {
  id: string;
  type: string;
  object_id: string;
  sequence: string;
  data: Record<string, unknown> | string;
  created_at: Date;
  recorded_at_ms: string;
}

/** Events recorded at or after `since`, in recording order, at most `limit`; and the database's clock. */
export async function eventsRecordedSince(
  db: SqlExecutor,
  options: {
    shopId: string;
    sinceMs: number | undefined;
    types: readonly string[] | undefined;
    viewsGoods: boolean;
    limit: number;
  },
): Promise<{ nowMs: number; rows: FeedRow[] }> {
  const [clock] = await db.query<{ now_ms: string }>(
    `SELECT floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text AS "now_ms"`,
  );
  const nowMs = Number(clock?.now_ms ?? Date.now());
  if (options.sinceMs === undefined) return { nowMs, rows: [] };
  const rows = await db.query<FeedRow>(
    `SELECT "id"::text AS "id", "type", "object_id", "sequence"::text AS "sequence",
       ${options.viewsGoods ? '"data"' : 'coalesce("redacted_data", "data")'} AS "data", "created_at",
       floor(extract(epoch from "recorded_at") * 1000)::bigint::text AS "recorded_at_ms"
     FROM "events"
     WHERE "shop_id" = $1::uuid AND "recorded_at" >= to_timestamp($2::double precision / 1000)
       AND ($3::text[] IS NULL OR "type" = ANY($3::text[]))
     ORDER BY "recorded_at", "id"
     LIMIT $4`,
    [options.shopId, options.sinceMs, options.types ?? null, options.limit],
  );
  return { nowMs, rows };
}
