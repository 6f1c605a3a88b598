import type { Principal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { assertMayChangeMoneySettings } from './money-settings';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;
const KEY_ID = '0193a000-0000-7000-8000-000000000002';
const SESSION_ID = '0193a000-0000-7000-8000-000000000004';
const MEMBER_ID = '0193a000-0000-7000-8000-000000000003';

const key = (scopes: string[]): Principal => ({
  kind: 'api_key',
  shop_id: '0193a000-0000-7000-8000-000000000001',
  shop_status: 'active',
  plan: 'free',
  currency: 'EUR',
  credential_id: KEY_ID,
  scopes,
  oauth_client_id: null,
});
const member = (scopes: string[], authenticatedAt: number | null | undefined): Principal => ({
  ...key(scopes),
  kind: 'member_session',
  credential_id: SESSION_ID,
  member_id: MEMBER_ID,
  ...(authenticatedAt === undefined ? {} : { authenticated_at: authenticatedAt }),
});
const app = (scopes: string[]): Principal => ({
  ...key(scopes),
  kind: 'oauth_token',
  oauth_client_id: 'shoc_x',
});

function refusal(principal: Principal): AppError {
  try {
    assertMayChangeMoneySettings(principal, NOW);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the change was allowed');
}

describe('who may change money settings', () => {
  it('an API key with payment_settings.write (or *) may, and is the actor', () => {
    for (const scopes of [['payment_settings.write'], ['*']]) {
      expect(assertMayChangeMoneySettings(key(scopes), NOW)).toEqual({
        type: 'api_key',
        id: KEY_ID,
        session_id: null,
      });
    }
  });

  it('an API key without payment_settings.write may not: read is not write, other writes are not it', () => {
    for (const scopes of [['payment_settings.read'], ['payments.write', 'webhooks.write'], []]) {
      expect(refusal(key(scopes))).toMatchObject({ code: 'FORBIDDEN', subcode: undefined });
    }
  });

  it('an installed app’s token may not, whatever its scopes', () => {
    for (const scopes of [['payment_settings.write'], ['*']]) {
      const error = refusal(app(scopes));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toContain('own credentials');
    }
  });

  it('a member’s dashboard token with the scope and a proof at most 5 minutes old may, and names the member and session', () => {
    for (const age of [0, 60, 300]) {
      expect(assertMayChangeMoneySettings(member(['*'], nowSeconds - age), NOW)).toEqual({
        type: 'member',
        id: MEMBER_ID,
        session_id: SESSION_ID,
      });
    }
  });

  it('a member’s dashboard token without a proof, or with one older than 5 minutes, is asked to step up', () => {
    for (const authenticatedAt of [undefined, null, nowSeconds - 301, nowSeconds - 86_400]) {
      const error = refusal(member(['*'], authenticatedAt));
      expect(error).toMatchObject({ code: 'FORBIDDEN', subcode: 'STEP_UP_REQUIRED' });
      expect(error.message).toMatch(/password or a two-factor code/);
    }
  });

  it('a member whose role lacks the scope (a developer) is refused without a step-up: a proof would not help', () => {
    const developer = member(['payment_settings.read', 'payments.write'], nowSeconds);
    expect(refusal(developer)).toMatchObject({ code: 'FORBIDDEN', subcode: undefined });
  });
});
