import {
  type ClientInfo,
  DASHBOARD_SESSION_TTL_SECONDS,
  type DashboardSession,
  MEMBER_LOCKOUT_SECONDS,
  SIGN_IN_SUBCODES,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  generateToken,
  hashPassword,
  hashToken,
  openSecret,
  toUnixSeconds,
  uuidv7,
  verifyPassword,
} from '@shopforge/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { rehashIfWeak } from '../db/member-passwords';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import type { OauthDeps } from '../deps';
import { lockAfterFailure, lockRemainingSeconds } from '../domain/sign-in-lockout';
import { recoveryCodeHash, totpStep } from '../domain/two-factor';
import { spendTotpStep } from '../db/totp-steps';

const BAD_LOGIN = 'The email or password is incorrect.';
const CODE_NEEDED = 'Enter the code from your authenticator app, or one of your recovery codes.';
const BAD_CODE = 'That code is incorrect or already used. Enter a current code or an unused recovery code.';
const NO_KEY = 'Two-factor sign-in is not available: the oauth service has no OAUTH_SECRET_KEY.';

type MemberWithShop = Prisma.MemberGetPayload<{ include: { shop: true } }>;

export interface SignInInput {
  email: string;
  password: string;
  /** Which shop, when the same email and password open several: by slug (consent page) or id. */
  shop?: { slug: string } | { id: string } | undefined;
  /** The field a page asks the shop in (`shop` on the consent page, `shop_id` in the dashboard). */
  shopField: string;
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
  client: ClientInfo;
}

export interface SignedIn {
  member: MemberWithShop;
  session: DashboardSession;
}

/** Opens the sealed TOTP secret of a member; 503 when the service holds no key. */
export function openTotpSecret(deps: OauthDeps, sealed: string): string {
  const key = deps.settings.secretKey;
  if (!key) throw new AppError('SERVICE_UNAVAILABLE', NO_KEY);
  return openSecret(key, sealed);
}

/**
 * Member sign-in, the one way for the consent pages and the dashboard (docs/oauth.md "Sign-in"
 * and "Dashboard sign-in"): password (constant-time against a decoy for unknown emails), the
 * per-member lockout, the second factor when the member turned it on, then a dashboard session.
 * Every outcome is on the security trail.
 */
export class MemberSignIn {
  /** Hashing a password nobody has keeps an unknown email as slow as a wrong password. */
  private decoyHash: Promise<string> | undefined;

  constructor(private readonly deps: OauthDeps) {}

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword('decoy-password-for-unknown-emails', this.deps.passwordCost);
    return this.decoyHash;
  }

  /** A failed attempt of a member whose account exists: counted, and locked at the threshold. */
  private async failed(member: MemberWithShop, reason: string, client: ClientInfo, now: Date): Promise<void> {
    await this.deps.prisma.$transaction(async (tx) => {
      const counted = await tx.member.update({
        where: { id: member.id },
        data: { failedLogins: { increment: 1 } },
      });
      await recordSecurityEvent(tx, {
        shopId: member.shopId,
        type: 'member.login_failed',
        actor: memberActor(member),
        subject: { type: 'member', id: member.id },
        details: { reason, consecutive_failures: counted.failedLogins },
        client,
        now,
      });
      const lockedUntil = lockAfterFailure(counted.failedLogins, now);
      if (lockedUntil === null) return;
      await tx.member.update({ where: { id: member.id }, data: { lockedUntil, failedLogins: 0 } });
      await recordSecurityEvent(tx, {
        shopId: member.shopId,
        type: 'member.locked_out',
        actor: memberActor(member),
        subject: { type: 'member', id: member.id },
        details: { failures: counted.failedLogins, locked_seconds: MEMBER_LOCKOUT_SECONDS },
        client,
        now,
      });
    });
  }

  /** Checks the second factor; a recovery code is spent here (a conditional update, so once). */
  private async secondFactor(
    member: MemberWithShop,
    input: SignInInput,
    now: Date,
  ): Promise<'totp' | 'recovery_code'> {
    if (!member.totpSecret) throw new Error('unreachable: no second factor to check');
    if (!input.totp_code && !input.recovery_code) {
      throw new AppError('UNAUTHORIZED', CODE_NEEDED, { subcode: SIGN_IN_SUBCODES.twoFactorRequired });
    }
    const step = input.totp_code
      ? totpStep(openTotpSecret(this.deps, member.totpSecret), input.totp_code, now)
      : null;
    if (step !== null && (await spendTotpStep(this.deps.prisma, member.id, step))) return 'totp';
    if (input.recovery_code) {
      const spent = await this.deps.prisma.memberRecoveryCode.updateMany({
        where: { memberId: member.id, codeHash: recoveryCodeHash(input.recovery_code), usedAt: null },
        data: { usedAt: now },
      });
      if (spent.count === 1) return 'recovery_code';
    }
    await this.failed(member, 'wrong_two_factor_code', input.client, now);
    throw new AppError('UNAUTHORIZED', BAD_CODE, { subcode: SIGN_IN_SUBCODES.twoFactorRequired });
  }

  async signIn(input: SignInInput): Promise<SignedIn> {
    const { prisma, clock, passwordCost } = this.deps;
    const now = clock.now();
    const shop = input.shop;
    const candidates = await prisma.member.findMany({
      where: {
        email: input.email.trim().toLowerCase(),
        ...(shop && 'slug' in shop ? { shop: { slug: shop.slug.trim().toLowerCase() } } : {}),
        ...(shop && 'id' in shop ? { shopId: shop.id } : {}),
      },
      include: { shop: true },
      orderBy: { id: 'asc' },
      take: 20,
    });
    if (candidates.length === 0) {
      await verifyPassword(input.password, await this.decoy());
      throw new AppError('UNAUTHORIZED', BAD_LOGIN);
    }
    // A locked member's password is not even checked: the lock must stop guessing, not slow it.
    const open = candidates.filter((member) => lockRemainingSeconds(member.lockedUntil, now) === 0);
    if (open.length === 0) {
      const wait = Math.min(...candidates.map((member) => lockRemainingSeconds(member.lockedUntil, now)));
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
        { subcode: SIGN_IN_SUBCODES.memberLocked, extra: { retry_after: wait } },
      );
    }
    const matched: MemberWithShop[] = [];
    for (const member of open) {
      if (await verifyPassword(input.password, member.passwordHash)) matched.push(member);
    }
    if (matched.length === 0) {
      for (const member of open) await this.failed(member, 'wrong_password', input.client, now);
      throw new AppError('UNAUTHORIZED', BAD_LOGIN);
    }
    const [member, ...others] = matched;
    if (!member || others.length > 0) {
      // The password is proven for each of them, so naming the shops tells nothing new.
      throw new AppError('VALIDATION_ERROR', 'This email signs in to several shops; say which one.', {
        details: [
          {
            field: input.shopField,
            message:
              input.shopField === 'shop'
                ? "Enter the shop's address (its slug, such as my-shop)."
                : 'Choose one of the shops listed in `shops`.',
          },
        ],
        extra: { shops: matched.map((m) => ({ id: m.shopId, name: m.shop.name, slug: m.shop.slug })) },
      });
    }
    const factor = member.totpSecret ? await this.secondFactor(member, input, now) : null;
    await rehashIfWeak(prisma, member, input.password, passwordCost);
    const sessionToken = generateToken('', 48);
    const expiresAt = new Date(now.getTime() + DASHBOARD_SESSION_TTL_SECONDS * 1000);
    const sessionId = uuidv7(now.getTime());
    const audit = {
      shopId: member.shopId,
      actor: memberActor(member),
      subject: { type: 'member', id: member.id },
      sessionId,
      client: input.client,
      now,
    };
    await prisma.$transaction(async (tx) => {
      await tx.dashboardSession.create({
        data: {
          id: sessionId,
          shopId: member.shopId,
          memberId: member.id,
          tokenHash: hashToken(sessionToken),
          ip: input.client.ip,
          userAgent: input.client.user_agent,
          createdAt: now,
          expiresAt,
        },
      });
      if (member.failedLogins !== 0) {
        await tx.member.update({ where: { id: member.id }, data: { failedLogins: 0 } });
      }
      if (factor === 'recovery_code') {
        const left = await tx.memberRecoveryCode.count({ where: { memberId: member.id, usedAt: null } });
        await recordSecurityEvent(tx, {
          ...audit,
          type: 'member.recovery_code_used',
          details: { remaining: left },
        });
      }
      await recordSecurityEvent(tx, { ...audit, type: 'member.login', details: { two_factor: factor } });
    });
    return {
      member,
      session: { session_id: sessionId, session_token: sessionToken, expires_at: toUnixSeconds(expiresAt) },
    };
  }
}
