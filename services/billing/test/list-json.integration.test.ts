import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import {
  describeCustomerListJson,
  describeInvoiceListJson,
  describeSubscriptionListJson,
} from './list-json-behaviour';

const open = (migrationsDir: string) => async () => {
  const db = await createPostgresTestDatabase({ migrationsDir });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};
const openBilling = open(MIGRATIONS_DIR);
const openCatalog = open(CATALOG_MIGRATIONS);

describeCustomerListJson('PostgreSQL', openBilling, openCatalog);
describeInvoiceListJson('PostgreSQL', openBilling, openCatalog);
describeSubscriptionListJson('PostgreSQL', openBilling, openCatalog);
