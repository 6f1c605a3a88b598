import type { ClientInfo } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { generateToken, hashToken, uuidv7 } from '@shopforge/service-kit';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import {
  countAttempt,
  DEVICE_FAILURE_BUDGET,
  DEVICE_TTL_SECONDS,
  delayAfter,
  deviceLifts,
  FAILURE_WINDOW_SECONDS,
  startsWaits,
  type ThrottleState,
  waitSeconds,
} from '../domain/sign-in-throttle';

/** Rounds of compare-and-set on one email's count before the attempt is asked to wait instead. */
const CLAIM_ROUNDS = 5;

/** The email as sign-in compares it. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the count of an email is kept under: its hash, so the table names no address. */
export function emailKey(email: string): string {
  return hashToken(`sign-in:${normalisedEmail(email)}`);
}

/** Where an attempt was counted: on the email, or on the device cookie that lifted its waits. */
export type CountedOn = { kind: 'email' } | { kind: 'device'; deviceId: string };

export interface CountedAttempt {
  emailHash: string;
  on: CountedOn;
  /** The count with this attempt in it: the email's, or the device's. */
  failures: number;
  /** The presented device cookie, when it was issued for this email: a sign-in replaces it. */
  presentedDeviceId: string | null;
}

/** Why and where a proof failed, for the trail (`member.login_failed`). */
export interface FailedProof {
  reason: 'wrong_password' | 'wrong_two_factor_code';
  context: 'sign_in' | 'step_up' | 'two_factor_disable';
}

function tooMany(wait: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts for this email. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    { extra: { retry_after: wait } },
  );
}

/**
 * The per-email sign-in limits with device cookies (docs/oauth.md "Sign-in limits", the rule in
 * domain/sign-in-throttle.ts), shared by every place a member proves who they are: both sign-in
 * doors, step-up and turning two-factor off. An attempt is counted before its proof is checked —
 * a compare-and-set on the email's row, so parallel guesses cannot all pass one check — and
 * given back when the proof was right. Every step runs alike whether or not a member has the
 * email: the caller learns nothing from the answers or their timing.
 */
export class SignInLimits {
  constructor(private readonly deps: OauthDeps) {}

  /** Counts an attempt at `email`, or answers 429 with the seconds to wait. */
  async begin(email: string, deviceToken: string | undefined): Promise<CountedAttempt> {
    const { prisma, clock } = this.deps;
    const now = clock.now();
    const emailHash = emailKey(email);
    const device = deviceToken
      ? await prisma.signInDevice.findUnique({ where: { tokenHash: hashToken(deviceToken) } })
      : null;
    const presentedDeviceId = device?.emailHash === emailHash ? device.id : null;
    if (device !== null && deviceLifts(device, emailHash, now)) {
      const taken = await prisma.signInDevice.updateMany({
        where: { id: device.id, failures: { lt: DEVICE_FAILURE_BUDGET } },
        data: { failures: { increment: 1 } },
      });
      if (taken.count === 1) {
        return {
          emailHash,
          on: { kind: 'device', deviceId: device.id },
          failures: device.failures + 1,
          presentedDeviceId,
        };
      }
    }
    for (let round = 0; round < CLAIM_ROUNDS; round++) {
      const row = await prisma.signInThrottle.findUnique({ where: { emailHash } });
      const wait = waitSeconds(row, now);
      if (wait > 0) throw tooMany(wait);
      const next = countAttempt(row, now);
      if (await this.claim(emailHash, row, next, now)) {
        return { emailHash, on: { kind: 'email' }, failures: next.failures, presentedDeviceId };
      }
    }
    // Other attempts took the count every round: someone is trying this email in parallel.
    throw tooMany(1);
  }

  private async claim(
    emailHash: string,
    row: ThrottleState | null,
    next: ThrottleState,
    now: Date,
  ): Promise<boolean> {
    const { prisma } = this.deps;
    if (row !== null) {
      const { count } = await prisma.signInThrottle.updateMany({
        where: { emailHash, failures: row.failures, lastFailureAt: row.lastFailureAt },
        data: next,
      });
      return count === 1;
    }
    // Counts past their window are inert; an email's first failure clears them away.
    await prisma.signInThrottle.deleteMany({
      where: { lastFailureAt: { lt: new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000) } },
    });
    const { count } = await prisma.signInThrottle.createMany({
      data: [{ emailHash, ...next }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  /** The proof was right (a sign-in that still needs a code or a shop, a step-up): not a failure. */
  async giveBack(attempt: CountedAttempt): Promise<void> {
    const { prisma } = this.deps;
    if (attempt.on.kind === 'device') {
      await prisma.signInDevice.updateMany({
        where: { id: attempt.on.deviceId, failures: { gt: 0 } },
        data: { failures: { decrement: 1 } },
      });
      return;
    }
    await prisma.signInThrottle.updateMany({
      where: { emailHash: attempt.emailHash, failures: { gt: 0 } },
      data: { failures: { decrement: 1 } },
    });
  }

  /**
   * A completed sign-in, in its transaction: the email's count starts again when it was counted
   * there (a sign-in through a device cookie leaves strangers' count standing), and the browser
   * gets a new device cookie in place of the one it presented.
   */
  async signedIn(tx: Tx, attempt: CountedAttempt, now: Date): Promise<{ token: string; expiresAt: Date }> {
    if (attempt.on.kind === 'email') {
      await tx.signInThrottle.deleteMany({ where: { emailHash: attempt.emailHash } });
    }
    if (attempt.presentedDeviceId !== null) {
      await tx.signInDevice.deleteMany({ where: { id: attempt.presentedDeviceId } });
    }
    await tx.signInDevice.deleteMany({ where: { expiresAt: { lte: now } } });
    const token = generateToken('', 48);
    const expiresAt = new Date(now.getTime() + DEVICE_TTL_SECONDS * 1000);
    await tx.signInDevice.create({
      data: {
        id: uuidv7(now.getTime()),
        tokenHash: hashToken(token),
        emailHash: attempt.emailHash,
        failures: 0,
        createdAt: now,
        expiresAt,
      },
    });
    return { token, expiresAt };
  }

  /**
   * A failed proof stays counted; the members who have the email see it on their trail, and the
   * failure from which attempts wait as `member.sign_in_throttled`. An email nobody has is on no
   * trail (there is no shop to hold it); the caller's answer is the same either way.
   */
  async failed(
    members: readonly { id: string; email: string; shopId: string }[],
    attempt: CountedAttempt,
    proof: FailedProof,
    client: ClientInfo,
    sessionId: string | null = null,
  ): Promise<void> {
    if (members.length === 0) return;
    const now = this.deps.clock.now();
    const throttles = attempt.on.kind === 'email' && startsWaits(attempt.failures);
    await this.deps.prisma.$transaction(async (tx) => {
      for (const member of members) {
        const audit = {
          shopId: member.shopId,
          actor: memberActor(member),
          subject: { type: 'member', id: member.id },
          sessionId,
          client,
          now,
        };
        await recordSecurityEvent(tx, {
          ...audit,
          type: 'member.login_failed',
          details: { ...proof, failures: attempt.failures, counted_on: attempt.on.kind },
        });
        if (throttles) {
          await recordSecurityEvent(tx, {
            ...audit,
            type: 'member.sign_in_throttled',
            details: { failures: attempt.failures, retry_after: delayAfter(attempt.failures) },
          });
        }
      }
    });
  }
}
