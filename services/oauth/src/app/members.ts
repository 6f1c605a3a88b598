import type { AssignableMemberRole, Member, MemberRole } from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import { hashPassword, isUuid, uuidv7 } from '@shopforge/service-kit';
import { type Actor, recordSecurityEvent } from '../db/security-events';
import { revokeFamilies } from '../db/tokens';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { assertRoleWithin, roleScopes } from '../domain/member-permissions';
import { toMember } from '../domain/oauth-records';
import type { Authority } from './authority';
import { revokeMemberKeys } from './member-keys';

type MemberDeps = Pick<OauthDeps, 'prisma' | 'clock' | 'signals' | 'passwordCost'>;

const OWNER_FIXED = 'The shop owner cannot be changed or removed here.';

const memberSubject = (member: { id: string }) => ({ type: 'member', id: member.id });

/**
 * The shop's member `memberId`; another shop's, a missing one and an id that cannot be one are
 * all not found.
 */
async function findMember(tx: Tx, shopId: string, memberId: string) {
  const member = isUuid(memberId)
    ? await tx.member.findFirst({ where: { id: memberId.toLowerCase(), shopId } })
    : null;
  if (!member) throw new AppError('NOT_FOUND', 'Member not found.');
  return member;
}

interface NewMember {
  email: string;
  passwordHash: string;
  role: MemberRole;
}

/** A new member and its audit record, in the caller's transaction (a new shop's owner too). */
export async function insertRecordedMember(
  tx: Tx,
  shopId: string,
  actor: Actor,
  input: NewMember,
  now: Date,
) {
  const member = await tx.member.create({
    data: {
      id: uuidv7(now.getTime()),
      shopId,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      role: input.role,
      createdAt: now,
      updatedAt: now,
    },
  });
  await recordSecurityEvent(tx, {
    shopId,
    type: 'member.created',
    actor,
    subject: memberSubject(member),
    details: { email: member.email, role: member.role },
    now,
  });
  return member;
}

/** A new member of the shop; an email already a member of it is a 422 on `email`. */
export async function createMember(
  deps: MemberDeps,
  shopId: string,
  actor: Actor,
  authority: Authority,
  input: { email: string; password: string; role: AssignableMemberRole },
): Promise<Member> {
  if (authority !== null) assertRoleWithin(authority, input.role);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password, deps.passwordCost);
  try {
    const row = await deps.prisma.$transaction((tx) =>
      insertRecordedMember(tx, shopId, actor, { email: input.email, passwordHash, role: input.role }, now),
    );
    return toMember(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('VALIDATION_ERROR', 'This email is already a member of the shop.', {
        details: [{ field: 'email', message: 'Already a member of this shop.' }],
      });
    }
    throw error;
  }
}

/** The shop's members, oldest first (ids are UUIDv7). Never their password hashes. */
export async function listMembers(deps: MemberDeps, shopId: string): Promise<Member[]> {
  const rows = await deps.prisma.member.findMany({ where: { shopId }, orderBy: { id: 'asc' } });
  return rows.map(toMember);
}

/**
 * Takes effect on the member's OAuth tokens at their next request (docs/oauth.md), and on the
 * keys they stand behind at once: those holding a scope the new role does not allow are
 * revoked (`creator_demoted`), since a key never holds more than the member behind it may.
 */
export async function setMemberRole(
  deps: MemberDeps,
  shopId: string,
  memberId: string,
  actor: Actor,
  authority: Authority,
  role: AssignableMemberRole,
): Promise<Member> {
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const member = await findMember(tx, shopId, memberId);
    if (member.role === 'owner') throw new AppError('BAD_REQUEST', OWNER_FIXED);
    // Both the role the member has and the one they would have must lie within the caller.
    if (authority !== null) assertRoleWithin(authority, member.role, role);
    if (member.role === role) return member;
    const updated = await tx.member.update({ where: { id: member.id }, data: { role, updatedAt: now } });
    const revoked = await revokeMemberKeys(tx, member, actor, 'creator_demoted', roleScopes(role), now);
    await recordSecurityEvent(tx, {
      shopId,
      type: 'member.role_changed',
      actor,
      subject: memberSubject(member),
      details: { email: member.email, from: member.role, to: role, revoked_api_keys: revoked },
      now,
    });
    return updated;
  });
  await announceCredentialChange(deps.signals, shopId, 'member_role_changed');
  return toMember(row);
}

/**
 * Removes the member, ends their sessions, revokes the tokens of apps they approved, and
 * revokes the keys they made and, transitively, the keys those keys made (`creator_removed`),
 * all in one transaction; the operator CLI's `member remove` runs this too.
 */
export async function removeMember(
  deps: MemberDeps,
  shopId: string,
  memberId: string,
  actor: Actor,
  authority: Authority,
): Promise<{ removed: true; member_id: string }> {
  const now = deps.clock.now();
  const member = await deps.prisma.$transaction(async (tx) => {
    const member = await findMember(tx, shopId, memberId);
    if (member.role === 'owner') throw new AppError('BAD_REQUEST', OWNER_FIXED);
    if (authority !== null) assertRoleWithin(authority, member.role);
    const families = await revokeFamilies(tx, { memberId: member.id }, 'member_removed', now);
    const revokedKeys = await revokeMemberKeys(tx, member, actor, 'creator_removed', null, now);
    await tx.dashboardSession.updateMany({
      where: { memberId: member.id, endedAt: null },
      data: { endedAt: now },
    });
    await tx.member.delete({ where: { id: member.id } });
    await recordSecurityEvent(tx, {
      shopId,
      type: 'member.removed',
      actor,
      subject: memberSubject(member),
      details: {
        email: member.email,
        role: member.role,
        revoked_token_families: families.length,
        revoked_api_keys: revokedKeys,
      },
      now,
    });
    return member;
  });
  await announceCredentialChange(deps.signals, shopId, 'member_removed');
  return { removed: true as const, member_id: member.id };
}
