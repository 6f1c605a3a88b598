import { ManualClock } from '@shopforge/service-kit';
import { MemoryRateLimiter } from '@shopforge/stores';
import { describe, expect, it } from 'vitest';
import { LOGIN_PER_SOURCE, loginWait, sourceOf } from './login-limit';

describe('sign-in sources', () => {
  it('counts an IPv4 address as itself, written plain or IPv4-mapped', () => {
    expect(sourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('::FFFF:127.0.0.2')).toBe('127.0.0.2');
  });

  it('groups IPv6 addresses by their /64, whatever the notation', () => {
    const network = '2001:db8:1:2::/64';
    expect(sourceOf('2001:db8:1:2::1')).toBe(network);
    expect(sourceOf('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(network);
    expect(sourceOf('2001:DB8:1:2:a:b:c:d')).toBe(network);
    expect(sourceOf('2001:db8:1:2::1%eth0')).toBe(network);
    expect(sourceOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps what is no address as it is', () => {
    expect(sourceOf('unknown')).toBe('unknown');
  });
});

describe('sign-in attempts per source', () => {
  it('admits a burst of 50 from one /64, then asks for the seconds to the next refill', async () => {
    const limiter = new MemoryRateLimiter(new ManualClock());
    for (let n = 0; n < LOGIN_PER_SOURCE.capacity; n++) {
      expect(await loginWait(limiter, `2001:db8:1:2::${n.toString(16)}`)).toBe(0);
    }
    expect(await loginWait(limiter, '2001:db8:1:2:ffff::1')).toBe(6);
    expect(await loginWait(limiter, '2001:db8:1:3::1')).toBe(0);
  });
});
