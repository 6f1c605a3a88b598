import { describe, expect, it } from 'vitest';
import { neverReached, parseReplicaUrls, ReplicaSet } from './replica-set';

describe('replicas of one service', () => {
  it('reads a comma-separated list, trimming spaces and trailing slashes', () => {
    expect(parseReplicaUrls(' http://a:1/, http://b:2 ,')).toEqual(['http://a:1', 'http://b:2']);
    expect(() => new ReplicaSet(' , ')).toThrow('at least one URL');
  });

  it('takes the replicas in turn, each call trying the others after its first', () => {
    const set = new ReplicaSet('http://a:1,http://b:2,http://c:3');
    expect(set.order()).toEqual(['http://a:1', 'http://b:2', 'http://c:3']);
    expect(set.order()).toEqual(['http://b:2', 'http://c:3', 'http://a:1']);
    expect(set.order()).toEqual(['http://c:3', 'http://a:1', 'http://b:2']);
  });

  it('tries a replica that refused a connection last until its cool-down passed', () => {
    let now = 0;
    const set = new ReplicaSet('http://a:1,http://b:2', 1_000, () => now);
    set.markDown('http://a:1');
    expect(set.order()).toEqual(['http://b:2', 'http://a:1']);
    expect(set.order()).toEqual(['http://b:2', 'http://a:1']);
    now = 1_000;
    expect(set.order()).toEqual(['http://a:1', 'http://b:2']);
  });

  it('counts only a connection never made as never reached', () => {
    expect(neverReached(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(neverReached({ cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } })).toBe(true);
    expect(neverReached(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }))).toBe(
      false,
    );
    expect(neverReached(new Error('boom'))).toBe(false);
  });
});
