import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpRateSource, LayeredRateSource, tickerOf } from './http-rate-source';
import { FixedRateSource } from './rates';

/** A local exchange-rates API in Coinbase's format, counting what it is asked. */
let server: Server;
let base: string;
let asked: string[];
let answer: (currency: string) => { status: number; body: unknown };

beforeEach(async () => {
  asked = [];
  answer = (currency) => ({
    status: 200,
    body: { data: { currency, rates: { USD: currency === 'BTC' ? '97000.5' : '80.25', EUR: '75.10' } } },
  });
  server = createServer((request, response) => {
    const currency = new URL(request.url ?? '/', 'http://x').searchParams.get('currency') ?? '';
    asked.push(currency);
    const { status, body } = answer(currency);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function source(clock: { now: () => Date }) {
  return new HttpRateSource({
    urlTemplate: `${base}/v2/exchange-rates?currency={coin}`,
    refreshMs: 60_000,
    clock,
  });
}

describe('fetched exchange rates', () => {
  it('prices a coin from the API, stamped with when it was fetched', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const rates = source({ now: () => now });
    expect(await rates.rate('LTC', 'USD')).toEqual({ rate: '80.25', asOf: now });
    expect(await rates.rate('LTC', 'eur')).toEqual({ rate: '75.10', asOf: now });
    expect(await rates.rate('LTC', 'JPY')).toBeNull();
    expect(asked).toEqual(['LTC']);
  });

  it('asks once per coin per refresh, however many invoices are priced at once', async () => {
    let now = new Date('2026-11-27T12:00:00Z');
    const rates = source({ now: () => now });
    await Promise.all([rates.rate('BTC', 'USD'), rates.rate('BTC', 'USD'), rates.rate('BTC', 'EUR')]);
    expect(asked).toEqual(['BTC']);
    now = new Date(now.getTime() + 61_000);
    await rates.rate('BTC', 'USD');
    expect(asked).toEqual(['BTC', 'BTC']);
  });

  it('a failing source answers the last rates with their own age, so the staleness limit decides', async () => {
    const first = new Date('2026-11-27T12:00:00Z');
    let now = first;
    const rates = source({ now: () => now });
    await rates.rate('LTC', 'USD');
    answer = () => ({ status: 503, body: { errors: [{ id: 'unavailable' }] } });
    now = new Date(first.getTime() + 10 * 60_000);
    expect(await rates.rate('LTC', 'USD')).toEqual({ rate: '80.25', asOf: first });
  });

  it('an answer for another coin, or not in the expected shape, is no rate', async () => {
    const rates = source({ now: () => new Date() });
    answer = () => ({ status: 200, body: { data: { currency: 'DOGE', rates: { USD: '0.1' } } } });
    expect(await rates.rate('LTC', 'USD')).toBeNull();
    answer = () => ({ status: 200, body: { data: { currency: 'LTC', rates: { USD: 'a lot' } } } });
    expect(await rates.rate('LTC', 'USD')).toBeNull();
  });

  it('a token is quoted under its ticker, without its network', async () => {
    expect(tickerOf('USDC_ERC20')).toBe('USDC');
    expect(tickerOf('BTC')).toBe('BTC');
    await source({ now: () => new Date() }).rate('USDC_ERC20', 'USD');
    expect(asked).toEqual(['USDC']);
  });

  it('the operator’s fixed rate wins over the fetched one', async () => {
    const clock = { now: () => new Date() };
    const layered = new LayeredRateSource([new FixedRateSource({ 'LTC/USD': '99' }, clock), source(clock)]);
    expect((await layered.rate('LTC', 'USD'))?.rate).toBe('99');
    expect((await layered.rate('BTC', 'USD'))?.rate).toBe('97000.5');
    expect(asked).toEqual(['BTC']);
  });
});
