import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import {
  type CouponHarness,
  couponsAs,
  couponsInternal,
  describeCoupons,
  openCouponHarness,
  SHOP_A,
} from './coupons-behaviour';

const openPostgres = async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeCoupons('PostgreSQL', openPostgres);

describe('coupon redemptions racing on PostgreSQL', () => {
  let h: CouponHarness;
  beforeEach(async () => {
    h = await openCouponHarness(openPostgres);
  });
  afterEach(async () => {
    await h.close();
  });

  it('20 parallel redemptions of a coupon with max_uses 5: exactly 5 succeed', async () => {
    await couponsAs(h, SHOP_A).create({ code: 'RACE', type: 'PERCENTAGE', discount: 20, max_uses: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        couponsInternal(h).redeem({
          shop_id: SHOP_A,
          code: 'RACE',
          reference: `order-${i}`,
          lines: [{ product_id: 'p1', amount: 50 }],
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toHaveLength(5);
    for (const failure of refused)
      expect(failure.reason).toMatchObject({ cause: { code: 'COUPON_MAX_USES_REACHED' } });
    expect((await couponsAs(h, SHOP_A).getByCode({ code: 'RACE' })).used).toBe(5);
    expect(await h.prisma.couponRedemption.count()).toBe(5);
  });
});
