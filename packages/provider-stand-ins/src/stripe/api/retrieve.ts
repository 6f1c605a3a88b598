import { noSuchObject } from '../api-error';
import { RESOURCES, type ResourceKind } from '../lookup';
import type { ApiHandler } from './request';

/** `GET /v1/<collection>/:id`: the object in its current state, or Stripe's 404. */
export function retrieve(kind: ResourceKind): ApiHandler {
  return ({ state }, _request, id) => {
    const found = RESOURCES[kind](state, id);
    if (!found) throw noSuchObject(kind, id);
    return found;
  };
}
