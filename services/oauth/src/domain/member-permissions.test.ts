import { describe, expect, it } from 'vitest';
import { AppError } from '@shopforge/errors';
import { assertRoleWithin, canApproveApps, effectiveScopes, roleScopes } from './member-permissions';

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

  it('members: owners and admins manage them, developers only see them, staff neither', () => {
    expect(effectiveScopes(['members.write'], 'admin')).toEqual(['members.write']);
    expect(effectiveScopes(['members.write'], 'developer')).toEqual(['members.read']);
    expect(effectiveScopes(['members.write'], 'staff')).toEqual([]);
    expect(effectiveScopes(['*'], 'developer')).not.toContain('members.write');
  });

  it('money settings: owners and admins change them, developers only see them, staff neither', () => {
    expect(effectiveScopes(['payment_settings.write'], 'owner')).toEqual(['payment_settings.write']);
    expect(effectiveScopes(['payment_settings.write'], 'admin')).toEqual(['payment_settings.write']);
    expect(effectiveScopes(['payment_settings.write'], 'developer')).toEqual(['payment_settings.read']);
    expect(effectiveScopes(['payment_settings.write'], 'staff')).toEqual([]);
    expect(effectiveScopes(['*'], 'developer')).not.toContain('payment_settings.write');
    expect(roleScopes('developer')).toContain('payment_settings.read');
  });

  it('a role is given only by a caller holding everything it allows: admin only from *', () => {
    expect(roleScopes('admin')).toEqual(['*']);
    expect(() => assertRoleWithin(['*'], 'admin')).not.toThrow();
    expect(() => assertRoleWithin(roleScopes('developer'), 'admin')).toThrow(AppError);
    expect(() => assertRoleWithin(roleScopes('developer'), 'developer')).not.toThrow();
    expect(() => assertRoleWithin(roleScopes('developer'), 'staff')).not.toThrow();
    // A write scope covers its read, as everywhere.
    const staffByWrites = roleScopes('staff').map((scope) => scope.replace('.read', '.write'));
    expect(() => assertRoleWithin(staffByWrites, 'staff')).not.toThrow();
    expect(() => assertRoleWithin(['members.write'], 'staff')).toThrow(/role staff .*orders\.read/);
  });

  it('a role change needs both roles within the caller, and the refusal names the role beyond', () => {
    const developer = roleScopes('developer');
    expect(() => assertRoleWithin(developer, 'developer', 'staff')).not.toThrow();
    expect(() => assertRoleWithin(developer, 'admin', 'staff')).toThrow(
      'The role admin allows scopes this credential does not hold: *.',
    );
    expect(() => assertRoleWithin(developer, 'staff', 'admin')).toThrow(/^The role admin allows/);
    expect(() => assertRoleWithin(['members.write'], 'staff', 'developer')).toThrow(
      /^The roles staff and developer allow/,
    );
  });
});
