import { ExpiringCache, type Clock } from '@shopforge/service-kit';
import type { OauthPrisma } from '../db/client';
import { findShopOrThrow } from '../db/shops';

export type ShopRow = Awaited<ReturnType<typeof findShopOrThrow>>;

/**
 * A shop row changes only through setShopStatus, setShopPlan and setShopPaymentMethod, which
 * evict it; 30 s is the backstop.
 */
const SHOP_CACHE = { ttlMs: 30_000, maxEntries: 10_000 };

/**
 * Shop rows for the hot reads (`/me`, sibling services' shop lookups). The replica that changes a
 * shop evicts it at once; the others hear the credentials-changed signal the change sends
 * (docs/adr/0005-credential-cache.md). Reads inside a transaction go to the database.
 */
export class ShopCache {
  private readonly rows: ExpiringCache<ShopRow>;

  constructor(
    private readonly prisma: OauthPrisma,
    clock: Clock,
  ) {
    this.rows = new ExpiringCache<ShopRow>({ ...SHOP_CACHE, clock });
  }

  async find(shopId: string): Promise<ShopRow> {
    const cached = this.rows.get(shopId);
    if (cached !== undefined) return cached;
    const generation = this.rows.generation();
    const row = await findShopOrThrow(this.prisma, shopId);
    this.rows.set(shopId, row, generation);
    return row;
  }

  evict(shopId: string): void {
    this.rows.invalidate([shopId]);
  }
}
