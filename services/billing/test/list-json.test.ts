import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import {
  describeCustomerListJson,
  describeInvoiceListJson,
  describeSubscriptionListJson,
} from './list-json-behaviour';

const billing = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const catalog = createTestDatabaseFactory({ migrationsDir: CATALOG_MIGRATIONS });
const openBilling = () => billing.fresh();
const openCatalog = () => catalog.fresh();

describeCustomerListJson('PGlite', openBilling, openCatalog);
describeInvoiceListJson('PGlite', openBilling, openCatalog);
describeSubscriptionListJson('PGlite', openBilling, openCatalog);
