import { AppError } from '@shopforge/errors';
import { findWallet, takeAddressIndex } from '../../db/crypto-wallets';
import { deleteCryptoPayment, type NewCryptoPayment, reserveCryptoPayment } from '../../db/crypto-payments';
import type { BillingDeps } from '../../deps';
import { cryptoUnitsFor } from '../../domain/crypto/amounts';
import { type CoinId, coinInfo, isCoinId } from '../../domain/crypto/coins';
import { deriveAddress } from '../../domain/crypto/derive';
import { paymentUri } from '../../domain/crypto/payment-uri';
import type { CreateSessionInput, PaymentProvider, ProviderEvent, ProviderSession } from '../provider';

export const NATIVE_CRYPTO_PROVIDER = 'crypto';

/** Addresses skipped at most before giving up (each was issued already, by this shop or another). */
const MAX_TAKEN_ADDRESSES = 50;

/**
 * Non-custodial crypto (docs/payments.md "Native crypto"): each attempt is a fresh address derived
 * from the shop's own extended public key, so the money goes straight to the merchant's wallet.
 * Nothing calls back: the chain watcher (app/crypto-watch.ts) turns what it sees at the address
 * into this provider's events.
 */
export class NativeCryptoProvider implements PaymentProvider {
  readonly name = NATIVE_CRYPTO_PROVIDER;

  constructor(
    private readonly deps: BillingDeps,
    private readonly shopId: string,
  ) {}

  /**
   * Why this shop cannot take `coin` in `currency` now, or null when it can: checked before a
   * payment is written, so a refused one is never announced.
   */
  async refusal(coin: string | null, currency: string): Promise<string | null> {
    if (!coin) return 'Choose the coin to pay with (crypto_gateway), e.g. LTC.';
    if (!isCoinId(coin) || !this.deps.crypto.chains.has(coin))
      return `This platform does not take ${coin} payments.`;
    if (!(await findWallet(this.deps.prisma, this.shopId, coin)))
      return `This shop takes no ${coin}: it has no ${coin} wallet.`;
    if (!(await this.deps.crypto.rates.rate(coin, currency)))
      return `There is no ${coin} rate for ${currency}.`;
    return null;
  }

  async createSession(input: CreateSessionInput): Promise<ProviderSession> {
    const { deps } = this;
    const coin = input.cryptoGateway;
    const refused = await this.refusal(coin, input.currency);
    if (refused || !coin || !isCoinId(coin)) throw new AppError('BAD_REQUEST', refused ?? 'Unknown coin.');
    const watcher = deps.crypto.chains.get(coin);
    if (!watcher) throw new AppError('BAD_REQUEST', `This platform does not take ${coin} payments.`);
    const now = deps.clock.now();
    const quote = await deps.crypto.rates.rate(coin, input.currency);
    if (!quote) throw new AppError('BAD_REQUEST', `There is no ${coin} rate for ${input.currency}.`);
    if (now.getTime() - quote.asOf.getTime() > deps.settings.crypto.rateMaxAgeMs)
      throw new AppError(
        'PAYMENT_PROVIDER_ERROR',
        `The ${coin} exchange rate is out of date; try again shortly.`,
      );
    const info = coinInfo(coin);
    const units = cryptoUnitsFor(input.amountCents, quote.rate, info.decimals);
    const invoice = await deps.prisma.invoice.findUniqueOrThrow({
      where: { id: input.invoiceId },
      select: { expiresAt: true },
    });
    const expiresAt = invoice.expiresAt ?? new Date(now.getTime() + deps.settings.invoiceTtlMs);
    const { address, confirmationsNeeded } = await this.issueAddress(coin, now, {
      attemptId: input.attemptId,
      invoiceId: input.invoiceId,
      expectedUnits: units,
      rate: quote.rate,
      currency: input.currency,
      watchUntil: new Date(expiresAt.getTime() + deps.settings.crypto.latePaymentMs),
    });
    // Watched before anyone can see it: a payment sent the moment it is shown is not missed.
    await watcher.watch(address, input.attemptId).catch(async (error: unknown) => {
      await deleteCryptoPayment(deps.prisma, address);
      throw new AppError('PAYMENT_PROVIDER_ERROR', `The ${coin} node did not answer; try again shortly.`, {
        cause: error,
      });
    });
    return {
      sessionId: address,
      checkoutUrl: input.returnUrl,
      crypto: {
        address,
        uri: paymentUri(coin, deps.crypto.network, address, units, {
          label: input.description.slice(0, 60),
          tokenContract: deps.settings.crypto.tokenContracts[coin],
        }),
        units,
        decimals: info.decimals,
        rate: quote.rate,
        confirmationsNeeded,
      },
    };
  }

  /**
   * Reserves the wallet's next address that no invoice was ever given. An address is issued once
   * across all shops (its row is the reservation): a key registered by two shops, or registered
   * again after its addresses were used, skips the ones taken.
   */
  private async issueAddress(
    coin: CoinId,
    now: Date,
    payment: Pick<
      NewCryptoPayment,
      'attemptId' | 'invoiceId' | 'expectedUnits' | 'rate' | 'currency' | 'watchUntil'
    >,
  ): Promise<{ address: string; confirmationsNeeded: number }> {
    const { deps } = this;
    for (let tries = 0; tries < MAX_TAKEN_ADDRESSES; tries++) {
      const slot = await takeAddressIndex(deps.sql, this.shopId, coin, now);
      if (!slot) throw new AppError('BAD_REQUEST', `This shop takes no ${coin}: it has no ${coin} wallet.`);
      const address = deriveAddress(coin, deps.crypto.network, slot.xpub, slot.index);
      const reserved = await reserveCryptoPayment(
        deps.sql,
        {
          ...payment,
          address,
          shopId: this.shopId,
          coin,
          xpub: slot.xpub,
          derivationIndex: slot.index,
          confirmationsNeeded: slot.confirmationsNeeded,
        },
        now,
      );
      if (reserved) return { address, confirmationsNeeded: slot.confirmationsNeeded };
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR', `No unused ${coin} address was found for this wallet.`);
  }

  async verifyWebhook(): Promise<ProviderEvent | null> {
    throw new AppError(
      'NOT_FOUND',
      'Native crypto payments are watched on the chain; there are no webhooks.',
    );
  }

  /** The watcher applies what it sees; a returning buyer reads the invoice. */
  async lookup(): Promise<ProviderEvent | null> {
    return null;
  }

  async refund(): Promise<{ reference: string }> {
    throw new AppError(
      'BAD_REQUEST',
      "A crypto payment went straight to the shop's own wallet: send the refund from that wallet.",
    );
  }
}
