import type { Tx } from './tx';
import type { OauthPrisma } from './client';

/**
 * Takes a TOTP time step for the member, once: false when this step or a later one was already
 * used (a replayed code). One conditional update, so two sign-ins racing with one code get one yes.
 */
export async function spendTotpStep(db: OauthPrisma | Tx, memberId: string, step: number): Promise<boolean> {
  const taken = await db.member.updateMany({
    where: { id: memberId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return taken.count === 1;
}
