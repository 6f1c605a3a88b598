import type { ApiKeyCreatorType, ApiKeySummary, OperatorShop, Shop } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

export interface ShopRow {
  id: string;
  name: string;
  slug: string;
  currency: string;
  status: 'active' | 'suspended';
  plan: 'free' | 'growth' | 'enterprise';
  createdAt: Date;
  updatedAt: Date;
}

export interface ApiKeyRow {
  id: string;
  shopId: string;
  name: string | null;
  prefix: string;
  scopes: string[];
  createdByType: ApiKeyCreatorType;
  createdById: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function toShopRecord(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    currency: row.currency,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function toOperatorShop(row: ShopRow): OperatorShop {
  return { ...toShopRecord(row), status: row.status, plan: row.plan };
}

export function toApiKeySummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_by: { type: row.createdByType, id: row.createdById },
    created_at: toUnixSeconds(row.createdAt),
    last_used_at: row.lastUsedAt ? toUnixSeconds(row.lastUsedAt) : null,
    revoked_at: row.revokedAt ? toUnixSeconds(row.revokedAt) : null,
  };
}
