import { describe, expect, it } from 'vitest';
import { signTestWebhook, verifyTestWebhook } from './test-signature';

const SECRET = 'test-provider-secret-of-32-characters!';
const BODY = '{"id":"evt_1","type":"payment.succeeded"}';

describe('test provider webhook signatures', () => {
  it('verifies a signature made over the exact body within the tolerance', () => {
    const header = signTestWebhook(SECRET, BODY, 1_800_000_000);
    expect(verifyTestWebhook(SECRET, BODY, header, 1_800_000_100)).toBe(true);
  });

  it('refuses a changed body, another secret, a missing header and garbage', () => {
    const header = signTestWebhook(SECRET, BODY, 1_800_000_000);
    expect(verifyTestWebhook(SECRET, `${BODY} `, header, 1_800_000_000)).toBe(false);
    expect(verifyTestWebhook(`${SECRET}x`, BODY, header, 1_800_000_000)).toBe(false);
    expect(verifyTestWebhook(SECRET, BODY, null, 1_800_000_000)).toBe(false);
    expect(verifyTestWebhook(SECRET, BODY, 't=abc,v1=zz', 1_800_000_000)).toBe(false);
  });

  it('refuses a replay older than five minutes', () => {
    const header = signTestWebhook(SECRET, BODY, 1_800_000_000);
    expect(verifyTestWebhook(SECRET, BODY, header, 1_800_000_301)).toBe(false);
  });
});
