import { describe, expect, it } from 'vitest';
import { FormParamsError, parseFormParams } from './form-params';

describe('form params in Stripe bracket notation', () => {
  it('nests hashes and indexed arrays as the SDK writes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][price_data][product_data][name]=Order%201' +
      '&line_items[0][quantity]=1&line_items[1][quantity]=2&metadata[invoice_id]=inv_1';
    expect(parseFormParams(body)).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', product_data: { name: 'Order 1' } }, quantity: '1' },
        { quantity: '2' },
      ],
      metadata: { invoice_id: 'inv_1' },
    });
  });

  it('reads percent-encoded brackets like literal ones', () => {
    expect(parseFormParams('metadata%5Ba%5D=1')).toEqual({ metadata: { a: '1' } });
  });

  it('orders array entries by index, not by arrival', () => {
    expect(parseFormParams('expand[1]=b&expand[0]=a')).toEqual({ expand: ['a', 'b'] });
  });

  it('appends empty-bracket entries in arrival order', () => {
    expect(parseFormParams('expand[]=payment_intent&expand[]=customer')).toEqual({
      expand: ['payment_intent', 'customer'],
    });
  });

  it('keeps leaves as strings, empty ones included (the SDK sends null as empty)', () => {
    expect(parseFormParams('amount=500&customer_email=&note=a+b%2Bc')).toEqual({
      amount: '500',
      customer_email: '',
      note: 'a b+c',
    });
  });

  it('refuses a key given both as a value and with nested keys', () => {
    expect(() => parseFormParams('metadata=x&metadata[a]=1')).toThrow(FormParamsError);
    expect(() => parseFormParams('metadata[a]=1&metadata=x')).toThrow(FormParamsError);
  });

  it('refuses an array mixing indexes and names', () => {
    expect(() => parseFormParams('items[0]=a&items[x]=b&items[]=c')).toThrow(FormParamsError);
  });

  it('keeps a __proto__ key as data, never as a prototype', () => {
    const parsed = parseFormParams('metadata[__proto__][polluted]=yes');
    expect(Object.getPrototypeOf(parsed.metadata)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed.metadata as object)).toEqual(['__proto__']);
  });
});
