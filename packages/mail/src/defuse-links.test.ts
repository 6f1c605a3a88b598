import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { defuseLinks, LINK_BREAK } from './defuse-links';
import { renderDocument } from './render';

const visible = (text: string) => text.replaceAll(LINK_BREAK, '');

/**
 * The links a mail client's auto-linker finds in a text: mailparser's `textAsHtml`, which runs
 * linkify-it (the link finder of markdown-it) over the text as clients do.
 */
async function linksFoundIn(text: string): Promise<string[]> {
  const parsed = await simpleParser(`Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`);
  return [...(parsed.textAsHtml ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

const LURES = [
  'You won! Claim at evil.com/x',
  'https://evil.com/claim?prize=1',
  'Visit www.evil.com today',
  'HTTP://EVIL.COM',
  'write to prize@evil.com',
  'http://192.168.1.20/claim',
  'Claim at evil.co.uk, evil.shop and рф-приз.рф',
];

describe('defuseLinks', () => {
  it('a mail client’s link finder finds a link in each lure as written, and none once defused', async () => {
    for (const lure of LURES) {
      if (!lure.includes('рф')) expect(await linksFoundIn(lure), lure).not.toEqual([]);
      expect(await linksFoundIn(defuseLinks(lure)), lure).toEqual([]);
    }
  });

  it('reads the same: only invisible joiners are added, after a scheme’s colon and around a host’s dots', () => {
    for (const lure of LURES) expect(visible(defuseLinks(lure))).toBe(lure);
    expect(visible(defuseLinks('ftp://files.evil.com/a'))).toBe('ftp://files.evil.com/a');
    expect(defuseLinks('ftp://files.evil.com/a')).not.toContain('ftp://');
    expect(defuseLinks('https://evil.com/x')).toBe(
      `https:${LINK_BREAK}//evil${LINK_BREAK}.${LINK_BREAK}com/x`,
    );
  });

  it('leaves text without hosts as it is: prices, versions, sentences, dates', () => {
    for (const text of ['9.50 USD', 'Version 2.1 is out.', 'Thanks. See you soon.', '1.12.2026', 'e.g. this'])
      expect(defuseLinks(text)).toBe(text);
  });

  it('in a rendered mail, neither part carries a link the merchant’s text made, and the shop’s own button still works', async () => {
    const mail = renderDocument(
      {
        subject: defuseLinks('Prize from evil.com'),
        preheader: defuseLinks('Claim at evil.com/x'),
        heading: 'A payment request',
        blocks: [
          { kind: 'paragraph', text: defuseLinks('You won! Claim at https://evil.com/claim') },
          { kind: 'facts', rows: [['For', defuseLinks('Prize at evil.com')]] },
          { kind: 'button', label: 'Pay now', url: 'https://pay.shopforge.test/checkout/1' },
        ],
        footer: 'You get this mail because the shop sent you a payment request.',
      },
      { shopName: defuseLinks('evil.com') },
    );
    expect(await linksFoundIn(mail.text.replace('https://pay.shopforge.test/checkout/1', ''))).toEqual([]);
    const htmlText = mail.html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&amp;', '&')
      .replaceAll('&#39;', "'");
    expect(await linksFoundIn(htmlText)).toEqual([]);
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'https://pay.shopforge.test/checkout/1',
    ]);
  });
});
