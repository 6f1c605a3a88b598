import { describe, expect, it } from 'vitest';
import type { MailDocument } from './document';
import { renderDocument } from './render';

const doc: MailDocument = {
  subject: 'Your order <b>1</b>',
  preheader: 'Thanks',
  heading: 'Thanks for your order',
  blocks: [
    { kind: 'paragraph', text: 'Hello <script>alert(1)</script> & welcome' },
    { kind: 'goods', title: 'Game key', items: ['AAAA-<i>BBBB</i>'], note: 'Redeem on Steam' },
    { kind: 'facts', rows: [['Total', '9.99 USD']] },
    { kind: 'button', label: 'View your order', url: 'https://shop.example/receipt/1' },
  ],
  footer: 'You receive this mail because you ordered from Shop.',
};

describe('renderDocument', () => {
  it('the HTML part escapes every value; the text part carries them verbatim', () => {
    const mail = renderDocument(doc, { shopName: 'Bob & "Co"' });
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(mail.html).toContain('AAAA-&lt;i&gt;BBBB&lt;/i&gt;');
    expect(mail.html).toContain('Bob &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello <script>alert(1)</script> & welcome');
    expect(mail.text).toContain('  AAAA-<i>BBBB</i>');
  });

  it('both parts say the same things: every value of the document is in each', () => {
    const mail = renderDocument(doc, { shopName: 'Shop' });
    for (const value of [
      'Thanks for your order',
      'Redeem on Steam',
      '9.99 USD',
      'https://shop.example/receipt/1',
      'Shop',
    ])
      expect([mail.html.includes(value), mail.text.includes(value)]).toEqual([true, true]);
  });

  it('a link that is not http(s) is left out of both parts', () => {
    const mail = renderDocument(
      { ...doc, blocks: [{ kind: 'button', label: 'Open', url: 'javascript:alert(1)' }] },
      { shopName: 'Shop' },
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });

  it('the HTML part carries the document’s language as <html lang>; English when it names none', () => {
    expect(renderDocument({ ...doc, lang: 'de' }, { shopName: 'S' }).html).toContain('<html lang="de">');
    expect(renderDocument(doc, { shopName: 'S' }).html).toContain('<html lang="en">');
  });

  it('a lang that is not a language tag falls back to English and never reaches the markup', () => {
    const html = renderDocument({ ...doc, lang: 'de" onload="x' }, { shopName: 'S' }).html;
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('onload');
  });

  it('the shop accent colour brands the mail; anything but #rrggbb falls back to the default', () => {
    expect(renderDocument(doc, { shopName: 'S', accentColor: '#ff0000' }).html).toContain('#ff0000');
    const injected = renderDocument(doc, { shopName: 'S', accentColor: 'red;background:url(x)' }).html;
    expect(injected).not.toContain('url(x)');
  });
});
