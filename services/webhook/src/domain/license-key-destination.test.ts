import { describe, expect, it } from 'vitest';
import { licenseKeyDestinationChange } from './license-key-destination';

const ID = '0190f5a0-0000-7000-8000-0000000000d1';
const hook = (url: string, events: string[]) => ({ id: ID, url, events });

describe('where a webhook sends license keys', () => {
  it('a new webhook receiving paid orders sends license keys: announced with its URL, never its query', () => {
    expect(
      licenseKeyDestinationChange(
        null,
        hook('https://h.example/keys?token=secret', ['order:created', 'order:paid']),
      ),
    ).toEqual({
      type: 'webhook.license_keys_subscribed',
      details: { webhook_id: ID, url: 'https://h.example/keys', events: ['order:paid'] },
    });
  });

  it('events that carry no license keys are not announced', () => {
    expect(
      licenseKeyDestinationChange(null, hook('https://h.example/a', ['order:created', 'product:created'])),
    ).toBeNull();
    expect(
      licenseKeyDestinationChange(
        hook('https://h.example/a', ['order:created']),
        hook('https://h.example/b', ['order:created']),
      ),
    ).toBeNull();
  });

  it('an existing webhook that starts receiving them is announced with what it now receives', () => {
    expect(
      licenseKeyDestinationChange(
        hook('https://h.example/a', ['order:paid']),
        hook('https://h.example/a', ['order:paid', 'order:paid:product']),
      ),
    ).toEqual({
      type: 'webhook.license_keys_subscribed',
      details: { webhook_id: ID, url: 'https://h.example/a', events: ['order:paid', 'order:paid:product'] },
    });
  });

  it('one receiving them pointed at another URL is announced with both URLs', () => {
    expect(
      licenseKeyDestinationChange(
        hook('https://h.example/a', ['order:paid']),
        hook('https://evil.example/b', ['order:paid']),
      ),
    ).toEqual({
      type: 'webhook.license_keys_url_changed',
      details: {
        webhook_id: ID,
        url: 'https://evil.example/b',
        previous_url: 'https://h.example/a',
        events: ['order:paid'],
      },
    });
  });

  it('a change that keeps the keys where they went is not announced', () => {
    const before = hook('https://h.example/a', ['order:paid', 'order:created']);
    expect(licenseKeyDestinationChange(before, hook('https://h.example/a', ['order:paid']))).toBeNull();
    expect(licenseKeyDestinationChange(before, hook('https://h.example/a', ['order:created']))).toBeNull();
  });
});
