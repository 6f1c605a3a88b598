import type { WebhookDeps, WebhookRuntime } from './deps';
import { type CatalogPort, catalogOverPeers } from './peers/catalog';

/** The webhook service's dependencies, built once per instance; tests replace the catalog. */
export function webhookDeps(runtime: WebhookRuntime, overrides: { catalog?: CatalogPort } = {}): WebhookDeps {
  return { ...runtime, catalog: overrides.catalog ?? catalogOverPeers(runtime.peers) };
}
