import type { PaymentProviderName } from '@shopforge/contracts';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export interface AccountWrite {
  shopId: string;
  provider: PaymentProviderName;
  sealedCredentials: string;
  livemode: boolean;
  secretKeyHint: string;
  webhookSecretHint: string;
}

/** Connects the account, or replaces the credentials of the one connected (keeping `created_at`). */
export function upsertAccount(db: Db, account: AccountWrite, now: Date) {
  const { shopId, provider, ...fields } = account;
  return db.paymentProviderAccount.upsert({
    where: { shopId_provider: { shopId, provider } },
    create: { shopId, provider, ...fields, createdAt: now, updatedAt: now },
    update: { ...fields, updatedAt: now },
  });
}

export function findAccount(db: Db, shopId: string, provider: PaymentProviderName) {
  return db.paymentProviderAccount.findUnique({ where: { shopId_provider: { shopId, provider } } });
}

export function listAccounts(db: Db, shopId: string) {
  return db.paymentProviderAccount.findMany({ where: { shopId }, orderBy: { provider: 'asc' } });
}

/** True when an account was connected and is now gone. */
export async function deleteAccount(db: Db, shopId: string, provider: PaymentProviderName): Promise<boolean> {
  const { count } = await db.paymentProviderAccount.deleteMany({ where: { shopId, provider } });
  return count > 0;
}
