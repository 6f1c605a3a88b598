import { describe, expect, it } from 'vitest';
import { keyCreatorOf, keysToRevoke, type LineageKey, memberLineage } from './key-lineage';

const MEMBER = '0190f5a0-0000-7000-8000-0000000000a1';
const OTHER = '0190f5a0-0000-7000-8000-0000000000a2';
const at = new Date('2026-12-01T10:00:00Z');

const key = (
  id: string,
  scopes: string[],
  by: Pick<LineageKey, 'createdByType' | 'createdById'>,
  revoked = false,
) => ({
  id,
  scopes,
  ...by,
  revokedAt: revoked ? at : null,
});
const byMember = (id: string) => ({ createdByType: 'member' as const, createdById: id });
const byKey = (id: string) => ({ createdByType: 'api_key' as const, createdById: id });
const byOperator = { createdByType: 'operator' as const, createdById: null };

describe('the keys a member stands behind', () => {
  const keys = [
    key('k1', ['*'], byOperator),
    key('k2', ['api_keys.write', 'products.write'], byMember(MEMBER)),
    key('k3', ['products.read'], byKey('k2')),
    key('k4', ['api_keys.write', 'products.read'], byKey('k2'), true),
    key('k5', ['products.read'], byKey('k4')),
    key('k6', ['products.read'], byMember(OTHER)),
    key('k7', ['products.read'], byKey('k1')),
  ];

  it('are the keys they made and, transitively, the keys those made, through revoked ones too', () => {
    expect(memberLineage(keys, MEMBER).map((entry) => entry.id)).toEqual(['k2', 'k3', 'k4', 'k5']);
    expect(memberLineage(keys, OTHER).map((entry) => entry.id)).toEqual(['k6']);
  });

  it('all live ones are revoked when the member is removed', () => {
    expect(keysToRevoke(memberLineage(keys, MEMBER), null).map((entry) => entry.id)).toEqual([
      'k2',
      'k3',
      'k5',
    ]);
  });

  it('on a role change, the live ones holding more than the new role allows', () => {
    const staff = ['products.read', 'orders.read'];
    expect(keysToRevoke(memberLineage(keys, MEMBER), staff).map((entry) => entry.id)).toEqual(['k2']);
    expect(keysToRevoke(memberLineage(keys, MEMBER), ['*'])).toEqual([]);
  });
});

describe('who a new key names as its maker', () => {
  it('is the member, the key or the operator of its creation', () => {
    expect(keyCreatorOf({ type: 'member', id: MEMBER })).toEqual({ type: 'member', id: MEMBER });
    expect(keyCreatorOf({ type: 'api_key', id: OTHER })).toEqual({ type: 'api_key', id: OTHER });
    expect(keyCreatorOf({ type: 'operator', id: null })).toEqual({ type: 'operator', id: null });
  });

  it('is never an app or the system', () => {
    expect(() => keyCreatorOf({ type: 'oauth_app', id: 'shoc_x' })).toThrow();
    expect(() => keyCreatorOf({ type: 'system', id: null })).toThrow();
  });
});
