import { describe, expect, it } from 'vitest';
import { canApproveApps, effectiveScopes } from './member-permissions';

describe('member permissions', () => {
  it('only owners and admins may approve apps', () => {
    expect(canApproveApps('owner')).toBe(true);
    expect(canApproveApps('admin')).toBe(true);
    expect(canApproveApps('developer')).toBe(false);
    expect(canApproveApps('staff')).toBe(false);
  });

  it('owners and admins keep every granted scope, including full access', () => {
    expect(effectiveScopes(['*'], 'admin')).toEqual(['*']);
    expect(effectiveScopes(['licenses.read', 'orders.read'], 'owner')).toEqual([
      'licenses.read',
      'orders.read',
    ]);
  });

  it('a staff member loses license-key permission, so a token they approved does too', () => {
    expect(effectiveScopes(['orders.read', 'licenses.read'], 'staff')).toEqual(['orders.read']);
  });

  it('a write the role may not do falls back to its read', () => {
    expect(effectiveScopes(['products.write'], 'staff')).toEqual(['products.read']);
    expect(effectiveScopes(['security.write'], 'developer')).toEqual(['security.read']);
  });

  it('full access is expanded to the scopes the role allows, never kept as *', () => {
    const staff = effectiveScopes(['*'], 'staff');
    expect(staff).not.toContain('*');
    expect(staff).toContain('support.write');
    expect(staff).not.toContain('licenses.read');
    expect(effectiveScopes(['*'], 'developer')).not.toContain('reseller_payouts.write');
  });
});
