import {
  type ClientInfo,
  DASHBOARD_SESSION_TTL_SECONDS,
  type DashboardSession,
  SIGN_IN_SUBCODES,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  generateToken,
  hashPassword,
  hashToken,
  toUnixSeconds,
  uuidv7,
  verifyPassword,
} from '@shopforge/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { rehashIfWeak } from '../db/member-passwords';
import { memberActor, recordSecurityEvent } from '../db/security-events';
import type { OauthDeps } from '../deps';
import { spendSecondFactor } from './second-factor';
import { normalisedEmail, SignInLimits } from './sign-in-limits';

const BAD_LOGIN = 'The email or password is incorrect.';
const CODE_NEEDED = 'Enter the code from your authenticator app, or one of your recovery codes.';
const BAD_CODE = 'That code is incorrect or already used. Enter a current code or an unused recovery code.';

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
  /** The browser's device cookie, when it has one (docs/oauth.md "Sign-in limits"). */
  device_token?: string | undefined;
  client: ClientInfo;
}

export interface SignedIn {
  member: MemberWithShop;
  session: DashboardSession;
}

/**
 * Member sign-in, the one way for the consent pages and the dashboard (docs/oauth.md "Sign-in"
 * and "Sign-in limits"): the email's limits first (counted before anything is checked, lifted
 * for a browser with a device cookie of the email), the password (against a decoy hash for an
 * unknown email, so both take one hash), the second factor when the member turned it on, then a
 * dashboard session and a new device cookie. Known and unknown emails go through the same steps
 * and get the same answers; every outcome of a member is on the security trail.
 */
export class MemberSignIn {
  /** Hashing a password nobody has keeps an unknown email as slow as a wrong password. */
  private decoyHash: Promise<string> | undefined;
  private readonly limits: SignInLimits;

  constructor(private readonly deps: OauthDeps) {
    this.limits = new SignInLimits(deps);
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword('decoy-password-for-unknown-emails', this.deps.passwordCost);
    return this.decoyHash;
  }

  async signIn(input: SignInInput): Promise<SignedIn> {
    const { prisma, clock, passwordCost } = this.deps;
    const attempt = await this.limits.begin(input.email, input.device_token);
    const shop = input.shop;
    const candidates = await prisma.member.findMany({
      where: {
        email: normalisedEmail(input.email),
        ...(shop && 'slug' in shop ? { shop: { slug: shop.slug.trim().toLowerCase() } } : {}),
        ...(shop && 'id' in shop ? { shopId: shop.id } : {}),
      },
      include: { shop: true },
      orderBy: { id: 'asc' },
      take: 20,
    });
    const matched: MemberWithShop[] = [];
    if (candidates.length === 0) await verifyPassword(input.password, await this.decoy());
    for (const member of candidates) {
      if (await verifyPassword(input.password, member.passwordHash)) matched.push(member);
    }
    if (matched.length === 0) {
      const proof = { reason: 'wrong_password', context: 'sign_in' } as const;
      await this.limits.failed(candidates, attempt, proof, input.client);
      throw new AppError('UNAUTHORIZED', BAD_LOGIN);
    }
    const [member, ...others] = matched;
    if (!member || others.length > 0) {
      // The password was right: asking which shop is no failure.
      await this.limits.giveBack(attempt);
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
    let factor: 'totp' | 'recovery_code' | null = null;
    if (member.totpSecret) {
      if (!input.totp_code && !input.recovery_code) {
        await this.limits.giveBack(attempt);
        throw new AppError('UNAUTHORIZED', CODE_NEEDED, { subcode: SIGN_IN_SUBCODES.twoFactorRequired });
      }
      const now = clock.now();
      factor = await spendSecondFactor(
        this.deps,
        prisma,
        { id: member.id, totpSecret: member.totpSecret },
        input,
        now,
      );
      if (factor === null) {
        const proof = { reason: 'wrong_two_factor_code', context: 'sign_in' } as const;
        await this.limits.failed([member], attempt, proof, input.client);
        throw new AppError('UNAUTHORIZED', BAD_CODE, { subcode: SIGN_IN_SUBCODES.twoFactorRequired });
      }
    }
    await rehashIfWeak(prisma, member, input.password, passwordCost);
    const now = clock.now();
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
    const device = await prisma.$transaction(async (tx) => {
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
          authenticatedAt: now,
        },
      });
      if (factor === 'recovery_code') {
        const left = await tx.memberRecoveryCode.count({ where: { memberId: member.id, usedAt: null } });
        await recordSecurityEvent(tx, {
          ...audit,
          type: 'member.recovery_code_used',
          details: { remaining: left },
        });
      }
      await recordSecurityEvent(tx, { ...audit, type: 'member.login', details: { two_factor: factor } });
      return this.limits.signedIn(tx, attempt, now);
    });
    return {
      member,
      session: {
        session_id: sessionId,
        session_token: sessionToken,
        expires_at: toUnixSeconds(expiresAt),
        device_token: device.token,
        device_expires_at: toUnixSeconds(device.expiresAt),
      },
    };
  }
}
