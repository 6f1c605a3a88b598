import type { MailTransport } from '@shopforge/mail';
import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { BillingPrisma } from './db/client';
import type { BillingSettings } from './env';
import type { CatalogPort } from './peers/catalog';
import type { ShopsPort } from './peers/shops';
import type { ThemesPort } from './peers/themes';
import type { WebhookPort } from './peers/webhook';
import type { CryptoNetwork } from './domain/crypto/coins';
import type { ChainWatcher } from './providers/crypto/chain-watcher';
import type { RateSource } from './providers/crypto/rates';
import type { TestProvider } from './providers/test-provider';

/** Native crypto (docs/payments.md): the chains this platform watches and where rates come from. */
export interface NativeCrypto {
  network: CryptoNetwork;
  /** By coin: only these coins can take payments. */
  chains: ReadonlyMap<string, ChainWatcher>;
  rates: RateSource;
}

/** What the service runtime gives billing. */
export type BillingRuntime = ServiceRuntime<BillingPrisma, BillingSettings>;

/** What billing's routers, consumers and workers are built from. */
export interface BillingDeps extends BillingRuntime {
  catalog: CatalogPort;
  shops: ShopsPort;
  webhooks: WebhookPort;
  themes: ThemesPort;
  testProvider: TestProvider;
  crypto: NativeCrypto;
  /** Buyer mail (docs/email.md); null when no transport is configured, and then none is queued. */
  mail: BuyerMail | null;
}

export interface BuyerMail {
  transport: MailTransport;
  /** The sender address; the shop's name is its display name. */
  from: string;
}
