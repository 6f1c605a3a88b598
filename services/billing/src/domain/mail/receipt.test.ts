import { renderDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { type ReceiptContext, type ReceiptInvoice, type ReceiptLine, receiptDocument } from './receipt';

const line = (over: Partial<ReceiptLine> & { deliveryError?: string }): ReceiptLine => ({
  id: 'line-1',
  productTitle: 'Game Key',
  variantTitle: null,
  productType: 'SERIALS',
  quantity: 1,
  total: '10.00',
  deliveryStatus: 'DELIVERED',
  licenseKeys: [],
  deliveredText: null,
  ...over,
});

const invoice = (lines: ReceiptLine[]): ReceiptInvoice => ({
  uniqid: 'inv-1',
  currency: 'USD',
  total: '10.00',
  lines,
});

const context: ReceiptContext = {
  shopName: 'Shop',
  orderUrl: 'https://pay.example/checkout/inv-1',
  licenseKeys: new Map(),
  accessUrl: 'https://pay.example/access/t',
  accessExpiresAt: new Date('2026-12-27T12:00:00Z'),
  goodsInMail: true,
  locale: 'en',
};
const goods = (lines: ReceiptLine[], licenseKeys = new Map<string, string[]>()) =>
  receiptDocument(invoice(lines), { ...context, licenseKeys }).blocks;

describe('receiptDocument', () => {
  it('lists each delivered line’s codes, a service’s text and license keys', () => {
    expect(goods([line({ licenseKeys: ['K-1', 'K-2'], quantity: 2 })])).toContainEqual({
      kind: 'goods',
      title: 'Game Key × 2',
      items: ['K-1', 'K-2'],
    });
    expect(goods([line({ productType: 'SERVICE', deliveredText: 'Sign in at example.com' })])).toContainEqual(
      {
        kind: 'goods',
        title: 'Game Key',
        items: [],
        note: 'Sign in at example.com',
      },
    );
    expect(goods([line({ productType: 'SERVICE' })], new Map([['line-1', ['AAAAA-BBBBB']]]))).toContainEqual({
      kind: 'goods',
      title: 'Game Key: license key',
      items: ['AAAAA-BBBBB'],
    });
  });

  it('a FILE line points to the order page; a failed line says it failed, without its internal error', () => {
    expect(goods([line({ productType: 'FILE' })])).toContainEqual(
      expect.objectContaining({ note: 'Download it from your purchase: Open your purchase, below.' }),
    );
    const failed = goods([line({ deliveryStatus: 'FAILED', deliveryError: 'ECONNREFUSED 10.0.0.5' })]);
    expect(JSON.stringify(failed)).toContain('delivery did not succeed');
    expect(JSON.stringify(failed)).not.toContain('ECONNREFUSED');
  });

  it('ends with the totals, the access link and until when it works, and the order page', () => {
    const blocks = goods([line({})]);
    expect(blocks.at(-3)).toEqual({
      kind: 'facts',
      rows: [
        ['Game Key', '10.00 USD'],
        ['Total', '10.00 USD'],
      ],
    });
    expect(blocks.at(-2)).toEqual({ kind: 'button', label: 'Open your purchase', url: context.accessUrl });
    expect(blocks.at(-1)).toEqual({
      kind: 'paragraph',
      text: `This link works until 27 December 2026. Your order page: ${context.orderUrl}`,
    });
  });

  it('a shop that keeps goods out of mail gets no code in it, only the access link', () => {
    const blocks = receiptDocument(invoice([line({ licenseKeys: ['SECRET-1'] })]), {
      ...context,
      goodsInMail: false,
    }).blocks;
    expect(JSON.stringify(blocks)).not.toContain('SECRET-1');
    expect(blocks).toContainEqual(expect.objectContaining({ kind: 'button', url: context.accessUrl }));
  });

  it('a shop with locale de gets its receipt in German, its dates written the German way, with lang=de', () => {
    const document = receiptDocument(
      invoice([line({ licenseKeys: ['K-1'] }), line({ id: 'line-2', productType: 'FILE' })]),
      {
        ...context,
        locale: 'de',
      },
    );
    expect(document.subject).toBe('Ihre Bestellung bei Shop');
    expect(document.heading).toBe('Vielen Dank für Ihre Bestellung');
    expect(document.blocks).toContainEqual(
      expect.objectContaining({ note: 'Den Download finden Sie unter „Ihren Kauf öffnen“ weiter unten.' }),
    );
    expect(document.blocks).toContainEqual({
      kind: 'button',
      label: 'Ihren Kauf öffnen',
      url: context.accessUrl,
    });
    expect(document.blocks.at(-1)).toEqual({
      kind: 'paragraph',
      text: `Dieser Link ist bis zum 27. Dezember 2026 gültig. Ihre Bestellseite: ${context.orderUrl}`,
    });
    const { html, text } = renderDocument(document, { shopName: 'Shop' });
    expect(html).toContain('<html lang="de">');
    expect(text).toContain('K-1');
    expect(text).toContain('Gesamt');
  });
});
