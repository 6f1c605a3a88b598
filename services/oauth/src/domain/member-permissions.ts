import {
  FULL_ACCESS,
  holdsAuthority,
  type MemberRole,
  RESOURCE_GROUPS,
  type ResourceGroup,
  type Scope,
} from '@shopforge/contracts';
import { assertWithinAuthority } from '@shopforge/service-kit';

/**
 * What each dashboard role may do (docs/oauth.md "Members and roles"). An OAuth token acts for
 * the member who approved it, so at every request its scopes are cut down to what that
 * member's role allows now: demoting the member narrows the app at once.
 */
interface RoleRule {
  approveApps: boolean;
  /** `all`, or the groups the role may read and the groups it may also change. */
  scopes: 'all' | { read: readonly ResourceGroup[]; write: readonly ResourceGroup[] };
}

const ALL_GROUPS_BUT = (...excluded: ResourceGroup[]) => RESOURCE_GROUPS.filter((g) => !excluded.includes(g));

const RULES: Record<MemberRole, RoleRule> = {
  owner: { approveApps: true, scopes: 'all' },
  admin: { approveApps: true, scopes: 'all' },
  // Builds integrations, but neither changes security settings, moves money to resellers,
  // changes where the shop is paid (its payment providers and wallets: docs/payments.md "Who may
  // change money settings"), nor adds people or changes their roles (a developer could
  // otherwise make themselves an admin).
  developer: {
    approveApps: false,
    scopes: {
      read: RESOURCE_GROUPS,
      write: ALL_GROUPS_BUT('security', 'reseller_payouts', 'members', 'payment_settings'),
    },
  },
  // Serves customers: sees the shop's commerce records, answers tickets, handles no license keys.
  staff: {
    approveApps: false,
    scopes: {
      read: [
        'orders',
        'invoices',
        'payments',
        'products',
        'customers',
        'subscriptions',
        'disputes',
        'support',
        'escrow',
      ],
      write: ['support'],
    },
  },
};

export function canApproveApps(role: MemberRole): boolean {
  return RULES[role].approveApps;
}

export const APPROVAL_REFUSAL =
  'Only the shop owner or an admin can approve apps. Ask one of them to open this link.';

function roleAllows(rule: RoleRule, scope: Scope): boolean {
  if (rule.scopes === 'all') return true;
  if (scope === FULL_ACCESS) return false;
  const [group, action] = scope.split('.') as [ResourceGroup, 'read' | 'write'];
  return action === 'write' ? rule.scopes.write.includes(group) : rule.scopes.read.includes(group);
}

/**
 * The scopes a token granted `granted` holds while its member has `role`: each granted scope
 * the role allows; a write the role does not allow falls back to its read when that is
 * allowed; `*` stands for every scope it covers.
 */
export function effectiveScopes(granted: readonly string[], role: MemberRole): string[] {
  const rule = RULES[role];
  if (rule.scopes === 'all') return [...granted];
  const expanded = granted.includes(FULL_ACCESS)
    ? RESOURCE_GROUPS.flatMap((group) => [`${group}.read`, `${group}.write`])
    : granted;
  const result: string[] = [];
  for (const scope of expanded as Scope[]) {
    const kept = roleAllows(rule, scope)
      ? scope
      : scope.endsWith('.write') && roleAllows(rule, `${scope.slice(0, -'.write'.length)}.read` as Scope)
        ? `${scope.slice(0, -'.write'.length)}.read`
        : null;
    if (kept !== null && !result.includes(kept)) result.push(kept);
  }
  return result;
}

/** Every scope the role allows: `*` for owners and admins, else its reads and writes. */
export function roleScopes(role: MemberRole): Scope[] {
  const rule = RULES[role];
  if (rule.scopes === 'all') return [FULL_ACCESS];
  const reads = rule.scopes.read.map((group) => `${group}.read` as const);
  const writes = rule.scopes.write.map((group) => `${group}.write` as const);
  return [...reads, ...writes];
}

/**
 * No escalation through members (docs/oauth.md "Who may change what"): the credential hierarchy
 * with a member's authority being what their role allows. A caller holding `granted` may give a
 * member a role, change a member from one role to another, or remove a member, only when it
 * holds everything each of those roles allows — `*` for an admin, since `*` lies within only
 * `*`. Otherwise a key limited to `members.write` could create an admin, who would sign in with
 * every scope.
 */
export function assertRoleWithin(granted: readonly string[], ...roles: MemberRole[]): void {
  // The refusal names only the roles that reach beyond the caller.
  const beyond = [...new Set(roles)].filter((role) => !holdsAuthority(granted, roleScopes(role)));
  if (beyond.length === 0) return;
  const subject =
    beyond.length === 1 ? `The role ${beyond[0]} allows` : `The roles ${beyond.join(' and ')} allow`;
  assertWithinAuthority(granted, beyond.flatMap(roleScopes), subject);
}
