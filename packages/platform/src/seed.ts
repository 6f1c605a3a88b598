import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateToken } from '@shopforge/service-kit';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { RunningPlatform } from './launch';

export interface DemoCredentials {
  shop_id: string;
  shop_name: string;
  api_key: string;
  key_id: string;
  owner_email: string;
  owner_password: string;
}

export const DEMO_FILE = 'demo.json';

/**
 * First start only: a demo shop with a full-access key and an owner login, written to
 * `.data/demo.json` (owner-only). Later starts read the same file back.
 */
export async function ensureDemoShop(dataDir: string, platform: RunningPlatform): Promise<DemoCredentials> {
  const file = join(dataDir, DEMO_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
  const oauth = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  const ownerPassword = generateToken('', 20);
  const created = await oauth.operator.createShop.mutate({
    name: 'Demo Shop',
    currency: 'USD',
    owner: { email: 'owner@demo.shopforge.local', password: ownerPassword },
  });
  const demo: DemoCredentials = {
    shop_id: created.shop.id,
    shop_name: created.shop.name,
    api_key: created.api_key,
    key_id: created.key_id,
    owner_email: 'owner@demo.shopforge.local',
    owner_password: ownerPassword,
  };
  await seedDemoCatalog(platform, created.shop.id, created.shop.currency);
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}

/** A few products with stock, so the demo shop has something to list and sell. */
async function seedDemoCatalog(platform: RunningPlatform, shopId: string, currency: string): Promise<void> {
  const catalog = createServiceClient<CatalogRouter>({
    url: platform.serviceUrls.catalog,
    credential: { operatorToken: platform.operatorToken },
  });
  const demoKeys = Array.from({ length: 10 }, (_, i) => `DEMO-KEY-${String(i + 1).padStart(4, '0')}`);
  await catalog.operator.createProduct.mutate({
    shop_id: shopId,
    shop_currency: currency,
    product: {
      title: 'Demo Game Key',
      price: 19.99,
      type: 'SERIALS',
      description: 'A serial key, delivered at once.',
    },
    serials: demoKeys,
  });
  await catalog.operator.createProduct.mutate({
    shop_id: shopId,
    shop_currency: currency,
    product: {
      title: 'Demo Setup Service',
      price: 49,
      type: 'SERVICE',
      stock: 5,
      service_text: 'We will contact you.',
    },
    serials: [],
  });
  await catalog.operator.createProduct.mutate({
    shop_id: shopId,
    shop_currency: currency,
    product: {
      title: 'Demo Membership',
      price: 9.99,
      type: 'SUBSCRIPTION',
      subtype: 'RECURRING',
      recurring_interval: 'MONTH',
    },
    serials: [],
  });
}
