import { describe, expect, it } from 'vitest';
import { fingerprintHash, ipMatches, matchingEntry, normaliseBlacklistData } from './blacklist';

const buyer = { email: null, ip: null, country: null, fingerprint: null };

describe('blacklist values', () => {
  it('an email entry is stored lower-cased; @domain and *@domain block the whole domain', () => {
    expect(normaliseBlacklistData('EMAIL', ' Fraud@Example.COM ')).toEqual({
      ok: true,
      matchKey: 'fraud@example.com',
      display: 'fraud@example.com',
    });
    expect(normaliseBlacklistData('EMAIL', '*@Spam.example')).toMatchObject({ matchKey: '@spam.example' });
    expect(normaliseBlacklistData('EMAIL', 'not-an-email').ok).toBe(false);
  });

  it('an IP entry is an address or a CIDR range with a prefix the family allows', () => {
    expect(normaliseBlacklistData('IP', '::ffff:10.0.0.1')).toMatchObject({ matchKey: '10.0.0.1' });
    expect(normaliseBlacklistData('IP', '10.0.0.0/8')).toMatchObject({ matchKey: '10.0.0.0/8' });
    expect(normaliseBlacklistData('IP', '2001:DB8::/32')).toMatchObject({ matchKey: '2001:db8::/32' });
    expect(normaliseBlacklistData('IP', '10.0.0.0/33').ok).toBe(false);
    expect(normaliseBlacklistData('IP', '10.0.0.0/8/1').ok).toBe(false);
    expect(normaliseBlacklistData('IP', '300.1.1.1').ok).toBe(false);
  });

  it('a country is an alpha-2 code, upper-cased', () => {
    expect(normaliseBlacklistData('COUNTRY', 'de')).toMatchObject({ matchKey: 'DE' });
    expect(normaliseBlacklistData('COUNTRY', 'DEU').ok).toBe(false);
  });

  it('a fingerprint is kept only as its SHA-256 and shown by its last four characters', () => {
    const result = normaliseBlacklistData('FINGERPRINT', 'card_fp_9f8e7d6c');
    expect(result).toEqual({ ok: true, matchKey: fingerprintHash('card_fp_9f8e7d6c'), display: '…7d6c' });
    expect(JSON.stringify(result)).not.toContain('card_fp_9f8e7d6c');
  });
});

describe('blacklist matching', () => {
  it('an IP matches its own entry and ranges that contain it, in either notation', () => {
    expect(ipMatches('10.0.0.1', '::ffff:10.0.0.1')).toBe(true);
    expect(ipMatches('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(ipMatches('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(ipMatches('2001:db8::/32', '2001:db8:1::5')).toBe(true);
    expect(ipMatches('10.0.0.0/8', 'garbage')).toBe(false);
  });

  it('an email matches its exact entry or its domain entry, whatever the case', () => {
    const entries = [{ type: 'EMAIL', matchKey: '@spam.example' }];
    expect(matchingEntry(entries, { ...buyer, email: 'Anyone@SPAM.example' })).toBe(entries[0]);
    expect(matchingEntry(entries, { ...buyer, email: 'anyone@ham.example' })).toBeNull();
  });

  it('country and fingerprint entries match only buyers that report them', () => {
    const entries = [
      { type: 'COUNTRY', matchKey: 'KP' },
      { type: 'FINGERPRINT', matchKey: fingerprintHash('fp_1') },
    ];
    expect(matchingEntry(entries, { ...buyer, country: 'kp' })).toBe(entries[0]);
    expect(matchingEntry(entries, { ...buyer, fingerprint: 'fp_1' })).toBe(entries[1]);
    expect(matchingEntry(entries, { ...buyer, fingerprint: 'fp_2', country: 'US' })).toBeNull();
    expect(matchingEntry(entries, buyer)).toBeNull();
  });
});
