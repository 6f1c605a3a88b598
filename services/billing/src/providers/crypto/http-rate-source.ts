import type { Clock } from '@shopforge/service-kit';
import { z } from 'zod';
import type { ExchangeRate, RateSource } from './rates';

const TIMEOUT_MS = 10_000;

/** Coinbase's public exchange-rates answer: fiat (and other coins) per one `currency`. */
const answerSchema = z.object({
  data: z.object({
    currency: z.string(),
    rates: z.record(z.string(), z.string().regex(/^\d+(\.\d+)?$/)),
  }),
});

export interface HttpRateSourceOptions {
  /**
   * The rates address with `{coin}` for the coin's ticker, answering in Coinbase's
   * exchange-rates format (`https://api.coinbase.com/v2/exchange-rates?currency={coin}`).
   */
  urlTemplate: string;
  /** A coin's rates are asked again once older than this; until then every invoice uses them. */
  refreshMs: number;
  clock: Clock;
  fetch?: typeof fetch;
}

/** The ticker a coin id is quoted under: a token's network suffix is not part of it (`USDC_ERC20` → `USDC`). */
export function tickerOf(coin: string): string {
  return coin.split('_')[0] ?? coin;
}

interface Fetched {
  rates: Readonly<Record<string, string>>;
  asOf: Date;
}

/**
 * Rates fetched from an exchange-rates API (CRYPTO_RATES_URL), one request per coin per refresh,
 * however many invoices are priced meanwhile. When the source fails, the last rates are answered
 * with their own age, so the staleness limit (CRYPTO_RATE_MAX_AGE_SECONDS) decides whether they
 * still price an invoice: an outage refuses new crypto invoices rather than pricing them at a
 * rate from hours ago.
 */
export class HttpRateSource implements RateSource {
  readonly #fetched = new Map<string, Fetched>();
  readonly #inFlight = new Map<string, Promise<Fetched | null>>();
  readonly #fetch: typeof fetch;

  constructor(private readonly options: HttpRateSourceOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async rate(coin: string, fiat: string): Promise<ExchangeRate | null> {
    const ticker = tickerOf(coin);
    let fetched = this.#fetched.get(ticker);
    const now = this.options.clock.now().getTime();
    if (!fetched || now - fetched.asOf.getTime() >= this.options.refreshMs)
      fetched = (await this.#refresh(ticker)) ?? fetched;
    const rate = fetched?.rates[fiat.toUpperCase()];
    return fetched && rate ? { rate, asOf: fetched.asOf } : null;
  }

  /** One request per coin at a time: concurrent checkouts wait for the same answer. */
  #refresh(ticker: string): Promise<Fetched | null> {
    let pending = this.#inFlight.get(ticker);
    if (!pending) {
      pending = this.#request(ticker).finally(() => this.#inFlight.delete(ticker));
      this.#inFlight.set(ticker, pending);
    }
    return pending;
  }

  async #request(ticker: string): Promise<Fetched | null> {
    const url = this.options.urlTemplate.replaceAll('{coin}', encodeURIComponent(ticker));
    try {
      const response = await this.#fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success || answer.data.data.currency.toUpperCase() !== ticker) return null;
      const fetched = { rates: answer.data.data.rates, asOf: this.options.clock.now() };
      this.#fetched.set(ticker, fetched);
      return fetched;
    } catch {
      return null;
    }
  }
}

/** The operator's fixed rates first (a pinned rate wins), then the fetched ones. */
export class LayeredRateSource implements RateSource {
  constructor(private readonly sources: readonly RateSource[]) {}

  async rate(coin: string, fiat: string): Promise<ExchangeRate | null> {
    for (const source of this.sources) {
      const rate = await source.rate(coin, fiat);
      if (rate) return rate;
    }
    return null;
  }
}
