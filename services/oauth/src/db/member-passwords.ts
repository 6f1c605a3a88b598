import { hashPassword, needsRehash, type ScryptCost } from '@shopforge/service-kit';
import type { OauthPrisma } from './client';

/**
 * After a successful sign-in, the one moment the password is known: a hash made with weaker
 * parameters than `cost` is replaced, so members move up to a new cost as they sign in.
 */
export async function rehashIfWeak(
  prisma: OauthPrisma,
  member: { id: string; passwordHash: string },
  password: string,
  cost: ScryptCost,
): Promise<void> {
  if (!needsRehash(member.passwordHash, cost)) return;
  const passwordHash = await hashPassword(password, cost);
  // Only over the hash just verified: a password set meanwhile is not overwritten with this one.
  await prisma.member.updateMany({
    where: { id: member.id, passwordHash: member.passwordHash },
    data: { passwordHash },
  });
}
