import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateToken } from '@shopforge/service-kit';
import { createServiceClient } from '@shopforge/service-kit/client';
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
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}
