import {
  FULL_ACCESS,
  type MemberRole,
  RESOURCE_GROUPS,
  type ResourceGroup,
  type Scope,
  scopeSatisfies,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';

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
 * No escalation through members (docs/oauth.md "Members through the Developer API"): a caller
 * holding `granted` may give a member `role` only when it holds everything the role allows
 * itself — `*` for an admin, as a key may hand on `*` only from `*`. Otherwise a key limited to
 * `members.write` could create an admin, who would sign in with every scope.
 */
export function assertRoleWithin(granted: readonly string[], role: MemberRole): void {
  const beyond = roleScopes(role).filter((scope) =>
    scope === FULL_ACCESS ? !granted.includes(FULL_ACCESS) : !scopeSatisfies(granted, scope),
  );
  if (beyond.length > 0) {
    const named = beyond.length > 8 ? [...beyond.slice(0, 8), `${beyond.length - 8} more`] : beyond;
    throw new AppError(
      'FORBIDDEN',
      `The role ${role} allows scopes this credential does not hold: ${named.join(', ')}.`,
    );
  }
}
