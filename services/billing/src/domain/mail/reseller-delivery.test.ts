import { renderDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { resellerDeliveryDocument } from './reseller-delivery';

describe('resellerDeliveryDocument', () => {
  it('a reseller delivery holds each code, names the reseller and comes from the shop', () => {
    const document = resellerDeliveryDocument(
      {
        reseller_email: 'seller@partner.example',
        lines: [{ title: 'Game <Key>', codes: ['RS-0001', 'RS-0002'] }],
      },
      { shopName: 'Key Shop', locale: 'en' },
    );
    expect(document.subject).toBe('Your Game <Key> from Key Shop');
    const { html, text } = renderDocument(document, { shopName: 'Key Shop', accentColor: null });
    expect(text).toContain('RS-0001');
    expect(text).toContain('RS-0002');
    expect(text).toContain('seller@partner.example');
    expect(html).toContain('Game &lt;Key&gt;');
  });

  it('several products are counted in the subject', () => {
    const document = resellerDeliveryDocument(
      {
        reseller_email: 'seller@partner.example',
        lines: [
          { title: 'A', codes: ['1'] },
          { title: 'B', codes: ['2'] },
        ],
      },
      { shopName: 'Key Shop', locale: 'en' },
    );
    expect(document.subject).toBe('Your 2 products from Key Shop');
  });
});
