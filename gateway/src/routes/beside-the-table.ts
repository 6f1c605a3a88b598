import { EVENT_STREAM_ROUTE } from './event-stream';
import { PRODUCT_FILE_CONTENT_ROUTE, PRODUCT_FILE_UPLOAD_ROUTE } from './product-file';
import type { ResolvedRoute } from './route';

/**
 * The Developer API routes mount.ts mounts beside the table, because a body is not one JSON
 * document: the event stream (Server-Sent Events) and a product file's bytes (upload and
 * download). They go through the same authentication, scopes and rate limit, and the OpenAPI
 * document describes them from these entries.
 */
export const ROUTES_BESIDE_THE_TABLE: readonly ResolvedRoute[] = [
  EVENT_STREAM_ROUTE,
  PRODUCT_FILE_UPLOAD_ROUTE,
  PRODUCT_FILE_CONTENT_ROUTE,
];
