import { mailboxTransport, smtpTransport } from '@shopforge/mail';
import type { BillingDeps, BillingRuntime, BuyerMail } from './deps';
import { coinInfo, isCoinId } from './domain/crypto/coins';
import { type CatalogPort, catalogOverPeers } from './peers/catalog';
import { type ShopsPort, shopsOverPeers } from './peers/shops';
import { type ThemesPort, themesOverPeers } from './peers/themes';
import { type WebhookPort, webhooksOverPeers } from './peers/webhook';
import { httpWebhookSender } from './providers/http-sender';
import { BitcoinRpcWatcher } from './providers/crypto/bitcoin-rpc-watcher';
import type { ChainWatcher } from './providers/crypto/chain-watcher';
import { EvmRpcWatcher } from './providers/crypto/evm-rpc-watcher';
import { HttpRateSource, LayeredRateSource } from './providers/crypto/http-rate-source';
import { FixedRateSource, type RateSource } from './providers/crypto/rates';
import { TestProvider, type WebhookSender } from './providers/test-provider';

/**
 * Billing's dependencies from the service runtime, built once per instance. Tests replace the
 * peers (an in-process catalog, the shops' payment methods) and the provider's webhook sender
 * (straight to the receiving procedure).
 */
export function billingDeps(
  runtime: BillingRuntime,
  overrides: {
    catalog?: CatalogPort;
    shops?: ShopsPort;
    webhooks?: WebhookPort;
    themes?: ThemesPort;
    send?: WebhookSender;
    mail?: BuyerMail | null;
  } = {},
): BillingDeps {
  const testProvider = new TestProvider({
    sql: runtime.sql,
    clock: runtime.clock,
    secret: runtime.settings.testProviderSecret,
    publicBaseUrl: runtime.settings.publicBaseUrl,
    send: overrides.send ?? httpWebhookSender(runtime.settings.publicBaseUrl, runtime.log),
  });
  return {
    ...runtime,
    catalog: overrides.catalog ?? catalogOverPeers(runtime.peers),
    shops: overrides.shops ?? shopsOverPeers(runtime.peers),
    webhooks: overrides.webhooks ?? webhooksOverPeers(runtime.peers),
    themes: overrides.themes ?? themesOverPeers(runtime.peers),
    testProvider,
    crypto: nativeCrypto(runtime),
    mail: overrides.mail !== undefined ? overrides.mail : buyerMail(runtime),
  };
}

function buyerMail(runtime: BillingRuntime): BuyerMail | null {
  const settings = runtime.settings.mail;
  if (!settings) return null;
  const { transport } = settings;
  return {
    from: settings.from,
    transport:
      transport.kind === 'smtp'
        ? smtpTransport({ url: transport.url, requireTls: transport.requireTls, dkim: transport.dkim })
        : mailboxTransport(transport.dir),
  };
}

function nativeCrypto(runtime: BillingRuntime): BillingDeps['crypto'] {
  const { crypto } = runtime.settings;
  const chains = new Map<string, ChainWatcher>();
  for (const [coin, rpcUrl] of Object.entries(crypto.nodes)) {
    if (!isCoinId(coin)) continue;
    const info = coinInfo(coin);
    const token = crypto.tokenContracts[coin];
    // A token without its contract would be watched as ether: not offered at all instead.
    if (info.family === 'evm' && info.token && !token) continue;
    chains.set(
      coin,
      info.family === 'evm'
        ? new EvmRpcWatcher({ coin, rpcUrl, token })
        : new BitcoinRpcWatcher({ coin, rpcUrl, wallet: crypto.watchWallet }),
    );
  }
  const fixed = new FixedRateSource(crypto.rates, runtime.clock);
  const rates: RateSource = crypto.ratesApi
    ? new LayeredRateSource([fixed, new HttpRateSource({ ...crypto.ratesApi, clock: runtime.clock })])
    : fixed;
  return { network: crypto.network, chains, rates };
}
