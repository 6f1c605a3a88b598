import {
  createLicenseInputSchema,
  deletedLicenseSchema,
  licenseListSchema,
  licenseSchema,
  licenseValidationSchema,
  listLicensesQuerySchema,
  updateLicenseInputSchema,
  validateLicenseInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };

/** Licenses (docs/licenses.md). `validate` comes before `{id}`. */
export const licenseRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/licenses/validate',
    scopes: ['licenses.read'],
    procedure: 'licenses.validate',
    kind: 'mutation',
    body: validateLicenseInputSchema,
    output: licenseValidationSchema,
    envelope: 'data',
    summary:
      'Check a key (and bind the first hardware id): LICENSE_INVALID 400 malformed or disabled, LICENSE_NOT_FOUND 404, LICENSE_EXPIRED 400, LICENSE_HWID_MISMATCH 400.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/licenses',
    scopes: ['licenses.read'],
    procedure: 'licenses.list',
    kind: 'query',
    query: listLicensesQuerySchema,
    output: licenseListSchema,
    envelope: 'as_is',
    summary: 'Licenses, newest first, cursor-paged; filter by `product_id`, `status`, `customer_email`.',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/licenses',
    scopes: ['licenses.write'],
    procedure: 'licenses.create',
    kind: 'mutation',
    body: createLicenseInputSchema,
    output: licenseSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Create a license key for a product (paid orders of licensed products get theirs automatically).',
  },
  {
    ...billing,
    method: 'PATCH',
    path: '/dev/v1/licenses/{id}',
    scopes: ['licenses.write'],
    procedure: 'licenses.update',
    kind: 'mutation',
    body: updateLicenseInputSchema,
    output: licenseSchema,
    envelope: 'data',
    summary: 'Disable or re-enable, change the expiry, or release the device binding (`hwid: null`).',
  },
  {
    ...billing,
    method: 'DELETE',
    path: '/dev/v1/licenses/{id}',
    scopes: ['licenses.write'],
    procedure: 'licenses.delete',
    kind: 'mutation',
    output: deletedLicenseSchema,
    envelope: 'data',
    status: 204,
    summary: 'Delete a license; its key stops validating at once. 204, no body.',
  },
];
