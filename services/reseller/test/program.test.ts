import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { createCallerFactory, ManualClock, PeerClients } from '@shopforge/service-kit';
import {
  internalContext,
  operatorContext,
  testDeps,
  testPrincipal,
  NO_SIGNALS,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resellerDeps } from '../src/assemble';
import { createPrismaClient, type ResellerPrisma } from '../src/db/client';
import { createResellerRouter } from '../src/router';
import { MIGRATIONS_DIR } from '../src/service';
import { parseResellerSettings } from '../src/env';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const SHOP = '0190f5a0-0000-7000-8000-00000000000a';
const PRODUCT = '0190f5a0-0000-7000-8000-0000000000a1';

describe('reseller invitations and acceptance', () => {
  let prisma: ResellerPrisma;
  let close: () => Promise<void>;
  let router: ReturnType<typeof createResellerRouter>;
  beforeEach(async () => {
    const db = await factory.fresh();
    prisma = createPrismaClient(db.adapter);
    close = async () => {
      await prisma.$disconnect();
      await db.close();
    };
    const runtime = {
      ...testDeps(prisma, new ManualClock(Date.UTC(2026, 10, 1)), db.sql),
      settings: parseResellerSettings({}),
      log: createLogger('reseller', { level: 'silent' }),
      peers: new PeerClients(),
      signals: NO_SIGNALS,
    };
    router = createResellerRouter(
      resellerDeps(runtime, {
        products: { resolve: async (_principal, ref) => (ref === 'known' ? PRODUCT : null) },
      }),
    );
  });
  afterEach(async () => {
    await close();
  });

  const merchant = () => createCallerFactory(router)(internalContext(testPrincipal(SHOP)));
  const operator = () => createCallerFactory(router)(operatorContext());

  it('accepting creates one relationship with the invitation’s terms, and accepting again answers the same', async () => {
    await merchant().program.update({ default_commission_percent: 7 });
    const { invitation } = await merchant().program.invite({
      email: 'A@Example.com',
      product_access: [{ product_id: 'known', max_quantity: 3 }],
    });
    expect(invitation).toMatchObject({
      email: 'a@example.com',
      mode: 'BOTH',
      status: 'PENDING',
      product_access: [{ product_id: PRODUCT, max_quantity: 3, commission_percent_override: null }],
    });
    const first = await operator().operator.acceptInvitation({ invitation_id: invitation.id });
    const again = await operator().operator.acceptInvitation({ invitation_id: invitation.id });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'ACTIVE',
      commission_percent: 7,
      product_access: [{ product_id: PRODUCT }],
    });
    const events = await prisma.outboxEvent.findMany({ orderBy: { sequence: 'asc' } });
    expect(events.map((event) => event.type)).toEqual(['reseller:invited', 'reseller:accepted']);
  });

  it('refuses a second relationship for the same email, and unknown invitations', async () => {
    const one = await merchant().program.invite({ email: 'b@example.com' });
    const two = await merchant().program.invite({ email: 'b@example.com' });
    await operator().operator.acceptInvitation({ invitation_id: one.invitation.id });
    await expect(
      operator().operator.acceptInvitation({ invitation_id: two.invitation.id }),
    ).rejects.toMatchObject({
      cause: { code: 'CONFLICT' },
    });
    await expect(
      operator().operator.acceptInvitation({ invitation_id: '0190f5a0-0000-7000-8000-0000000000ff' }),
    ).rejects.toMatchObject({ cause: { code: 'NOT_FOUND' } });
  });

  it('operator procedures refuse internal callers and merchant procedures refuse the operator', async () => {
    await expect(
      createCallerFactory(router)(internalContext()).operator.topup({
        relationship_id: PRODUCT,
        amount: '1.00',
      }),
    ).rejects.toMatchObject({ cause: { code: 'FORBIDDEN' } });
    await expect(operator().program.get()).rejects.toMatchObject({ cause: { code: 'FORBIDDEN' } });
  });
});
