import type { Principal } from '@shopforge/contracts';
import { appErrorFromCall, type CallContext } from '../client';

/**
 * The catalog procedure a product reference is resolved with. A peer client typed with the
 * catalog's router has it; the catalog's router type is not imported here, as services depend
 * on this package and not the other way round.
 */
export interface ProductRefClient {
  products: {
    get: { query(input: { id: string }, options: { context: CallContext }): Promise<{ id: string }> };
  };
}

/**
 * A product reference (id or uniqid) of the caller's shop resolved to the product's id, or null
 * (webhook product filters, reseller product access). The catalog answers as the caller, so
 * another shop's product is simply not found.
 */
export async function resolveProductRef(
  catalog: () => ProductRefClient,
  principal: Principal,
  ref: string,
): Promise<string | null> {
  try {
    const product = await catalog().products.get.query({ id: ref }, { context: { principal } });
    return product.id;
  } catch (error) {
    const appError = appErrorFromCall(error);
    if (appError.code === 'PRODUCT_NOT_FOUND') return null;
    throw appError;
  }
}
