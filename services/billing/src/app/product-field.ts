import type { Principal } from '@shopforge/contracts';
import { isAppError, validationError } from '@shopforge/errors';
import type { CatalogPort } from '../peers/catalog';

/**
 * A body field naming one of the caller's products (id or uniqid), read from the catalog as
 * the caller: another shop's product, or none, makes the request invalid, a 422 naming the
 * field (a product named by the path stays a 404).
 */
export async function productOfField(catalog: CatalogPort, principal: Principal, ref: string, field: string) {
  try {
    return await catalog.product(principal, ref);
  } catch (error) {
    if (isAppError(error) && error.code === 'PRODUCT_NOT_FOUND')
      throw validationError([{ path: [field], message: 'No such product in this shop.' }]);
    throw error;
  }
}
