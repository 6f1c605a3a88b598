import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeCouponCategoryListJson } from './list-coupons-categories-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeCouponCategoryListJson('PGlite', () => factory.fresh());
