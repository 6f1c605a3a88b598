import { MAIL_LOCALES, type SecuritySettingChange } from '@shopforge/contracts';
import { LINK_BREAK, renderDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { type SecurityNoticeMail, securityNoticeDocument } from './security-notice';

const AT = '2026-12-01T12:05:00.000Z';
const KEY = { type: 'api_key' as const, id: '0193a000-0000-7000-8000-000000000002', session_id: null };
const MEMBER = { type: 'member' as const, id: '0193a000-0000-7000-8000-000000000003', session_id: null };

const CHANGES: SecuritySettingChange[] = [
  {
    type: 'payment_provider.connected',
    actor: KEY,
    occurred_at: AT,
    details: {
      provider: 'stripe',
      livemode: true,
      secret_key_hint: 'sk_live_…abcd',
      webhook_secret_hint: 'whsec_…wxyz',
      replaced: false,
    },
  },
  {
    type: 'payment_provider.connected',
    actor: KEY,
    occurred_at: AT,
    details: {
      provider: 'paypal',
      livemode: false,
      secret_key_hint: '…EL00',
      webhook_secret_hint: '…TA01',
      replaced: true,
    },
  },
  { type: 'payment_provider.disconnected', actor: MEMBER, occurred_at: AT, details: { provider: 'stripe' } },
  {
    type: 'crypto_wallet.registered',
    actor: MEMBER,
    occurred_at: AT,
    details: {
      coin: 'LTC',
      first_address: 'ltc1qexampleaddress',
      xpub_fingerprint: '0a1b2c3d',
      confirmations_needed: 6,
      replaced: false,
    },
  },
  {
    type: 'crypto_wallet.removed',
    actor: MEMBER,
    occurred_at: AT,
    details: { coin: 'BTC', first_address: 'bc1qexampleaddress' },
  },
  {
    type: 'webhook.license_keys_subscribed',
    actor: MEMBER,
    occurred_at: AT,
    details: {
      webhook_id: '0193a000-0000-7000-8000-000000000009',
      url: 'https://hooks.example/keys',
      events: ['order:paid'],
    },
  },
  {
    type: 'webhook.license_keys_url_changed',
    actor: MEMBER,
    occurred_at: AT,
    details: {
      webhook_id: '0193a000-0000-7000-8000-000000000009',
      url: 'https://elsewhere.example/keys',
      previous_url: 'https://hooks.example/keys',
      events: ['order:paid', 'order:paid:product'],
    },
  },
];

const notice = (
  change: SecuritySettingChange,
  label: string | null = 'Sync (shx_AbCd…)',
): SecurityNoticeMail => ({
  change,
  actor_label: label,
});
const english = (mail: SecurityNoticeMail) =>
  securityNoticeDocument(mail, { shopName: 'Key Shop', locale: 'en' });

describe('the notice to a shop’s owners', () => {
  it('says who changed which account, when, with its key hints, and what to do if it was not them', () => {
    const document = english(notice(CHANGES[0] as SecuritySettingChange));
    expect(document.subject).toBe('Stripe was connected to your shop by API key Sync (shx_AbCd…)');
    expect(document.heading).toBe('Where your money goes has changed');
    const { text } = renderDocument(document, { shopName: 'Key Shop' });
    expect(text).toContain('1 December 2026 at 12:05 UTC');
    expect(text).toContain('sk_live_…abcd');
    expect(text).toContain('whsec_…wxyz');
    expect(text).toContain('live');
    expect(text).toMatch(/If it was not: .*revoke the API key/);
    expect(text).toContain('owner or admin of Key Shop');
  });

  it('a replaced account is "changed", and PayPal’s hints are named as PayPal’s', () => {
    const document = english(notice(CHANGES[1] as SecuritySettingChange));
    expect(document.subject).toBe('Your PayPal account was changed by API key Sync (shx_AbCd…)');
    const { text } = renderDocument(document, { shopName: 'Key Shop' });
    expect(text).toContain('App secret');
    expect(text).toContain('Webhook ID');
  });

  it('names a member by email, and someone since gone without a name', () => {
    const disconnected = CHANGES[2] as SecuritySettingChange;
    expect(english(notice(disconnected, 'owner@shop.example')).subject).toBe(
      'Your Stripe account was disconnected by owner@shop.example',
    );
    expect(english(notice(disconnected, null)).subject).toBe(
      'Your Stripe account was disconnected by someone no longer on the shop',
    );
  });

  it('a wallet shows its first address, so the owner can check it against their own wallet', () => {
    const { text } = renderDocument(
      english(notice(CHANGES[3] as SecuritySettingChange, 'dev@shop.example')),
      {
        shopName: 'Key Shop',
      },
    );
    expect(text).toContain('ltc1qexampleaddress');
    expect(text).toContain('0a1b2c3d');
  });

  it('a webhook receiving license keys names its URL (defused: no mail client links it) and events, and says to delete it if unknown', () => {
    const document = english(notice(CHANGES[6] as SecuritySettingChange, 'dev@shop.example'));
    expect(document.subject).toBe('Your license keys now go to a URL set by dev@shop.example');
    expect(document.heading).toBe('Where your license keys go has changed');
    const { text } = renderDocument(document, { shopName: 'Key Shop' });
    expect(text).not.toContain('https://elsewhere.example/keys');
    expect(text.replaceAll(LINK_BREAK, '')).toContain('https://elsewhere.example/keys');
    expect(text.replaceAll(LINK_BREAK, '')).toContain('https://hooks.example/keys');
    expect(text).toContain('order:paid, order:paid:product');
    expect(text).toMatch(/delete the webhook/);
  });

  it('escapes what others wrote: a key name or a URL cannot inject markup', () => {
    const { html } = renderDocument(
      english(notice(CHANGES[5] as SecuritySettingChange, '<img src=x onerror=alert(1)>')),
      { shopName: 'Key Shop' },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each(MAIL_LOCALES)('every change is written in %s, in every place', (locale) => {
    for (const change of CHANGES) {
      const document = securityNoticeDocument(notice(change), { shopName: 'Key Shop', locale });
      expect(document.lang).toBe(locale);
      for (const text of [document.subject, document.preheader, document.heading, document.footer]) {
        expect(text.trim(), change.type).not.toBe('');
        expect(text, change.type).not.toMatch(/undefined|null|NaN|\[object /);
      }
      if (locale !== 'en') expect(document.subject).not.toBe(english(notice(change)).subject);
    }
  });
});
