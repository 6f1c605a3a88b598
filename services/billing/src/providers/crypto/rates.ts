import type { Clock } from '@shopforge/service-kit';

/** Fiat per one coin, as a decimal string, and when the source last priced it. */
export interface ExchangeRate {
  rate: string;
  asOf: Date;
}

/**
 * Where native crypto amounts are priced from (docs/payments.md "Native crypto"). The rate is
 * read once, when an address is issued, and frozen on the invoice with the amount.
 */
export interface RateSource {
  /** null when the source has no rate for the pair. */
  rate(coin: string, fiat: string): Promise<ExchangeRate | null>;
}

/** CRYPTO_RATES: rates the operator sets; always current, since nothing else moves them. */
export class FixedRateSource implements RateSource {
  constructor(
    private readonly table: Readonly<Record<string, string>>,
    private readonly clock: Clock,
  ) {}

  async rate(coin: string, fiat: string): Promise<ExchangeRate | null> {
    const rate = this.table[`${coin}/${fiat}`];
    return rate ? { rate, asOf: this.clock.now() } : null;
  }
}
