import { serialiseEnvelope } from './envelope';
import { scopeToProduct } from './product-scope';

/** An event as a delivery carries it: from the bus (fan-out) or from `events` (replay). */
export interface DeliverableEvent {
  type: string;
  data: Record<string, unknown>;
  /** Unix seconds. */
  createdAt: number;
  objectId: string;
  sequence: number;
}

/**
 * The frozen bodies of one event for its endpoints: an endpoint with a product gets only that
 * product's part (null when the event concerns none of it: nothing is sent), the others share
 * one serialisation.
 */
export function eventBodies(event: DeliverableEvent): (productId: string | null) => string | null {
  const bodyOf = (data: Record<string, unknown>) =>
    serialiseEnvelope({
      event: event.type,
      data,
      created_at: event.createdAt,
      ordering_key: event.objectId,
      sequence: event.sequence,
    });
  let unscoped: string | undefined;
  return (productId) => {
    const scoped = productId ? scopeToProduct(event.data, productId) : event.data;
    if (scoped === null) return null;
    if (scoped !== event.data) return bodyOf(scoped);
    unscoped ??= bodyOf(event.data);
    return unscoped;
  };
}
