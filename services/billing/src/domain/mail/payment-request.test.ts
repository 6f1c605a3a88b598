import { renderDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { paymentRequestDocument } from './payment-request';

describe('paymentRequestDocument', () => {
  it('a payment request names the amount, the due date and the address to pay at', () => {
    const document = paymentRequestDocument(
      {
        title: 'Consulting <1h>',
        total: '49.00',
        currency: 'EUR',
        invoiceUniqid: 'inv-1',
        expiresAt: new Date('2026-12-01T10:00:00Z'),
      },
      { shopName: 'Key Shop', payUrl: 'https://pay.example/checkout/inv-1', locale: 'en' },
    );
    expect(document.subject).toBe('Key Shop asks you to pay 49.00 EUR');
    const { html, text } = renderDocument(document, { shopName: 'Key Shop', accentColor: null });
    expect(text).toContain('1 December 2026');
    expect(text).toContain('https://pay.example/checkout/inv-1');
    expect(html).toContain('Consulting &lt;1h&gt;');
  });

  it('a payment that does not expire names no due date', () => {
    const document = paymentRequestDocument(
      { title: 'Consulting', total: '49.00', currency: 'EUR', invoiceUniqid: 'inv-1', expiresAt: null },
      { shopName: 'Key Shop', payUrl: 'https://pay.example/checkout/inv-1', locale: 'en' },
    );
    expect(JSON.stringify(document)).not.toContain('Pay by');
  });

  it('a payment without a title is asked for as "your order", in the shop’s language', () => {
    const document = paymentRequestDocument(
      {
        title: null,
        total: '49.00',
        currency: 'EUR',
        invoiceUniqid: 'inv-1',
        expiresAt: new Date('2026-12-01T10:00:00Z'),
      },
      { shopName: 'Key Shop', payUrl: 'https://pay.example/checkout/inv-1', locale: 'fr' },
    );
    expect(document.subject).toBe('Key Shop vous demande de payer 49.00 EUR');
    expect(document.blocks[0]).toEqual({
      kind: 'paragraph',
      text: 'Key Shop vous demande de payer 49.00 EUR pour votre commande.',
    });
    expect(document.blocks[1]).toEqual({
      kind: 'facts',
      rows: [
        ['Montant', '49.00 EUR'],
        ['À régler avant le', '1 décembre 2026'],
      ],
    });
  });
});
