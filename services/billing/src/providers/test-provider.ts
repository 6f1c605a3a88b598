import { randomBytes } from 'node:crypto';
import {
  TEST_PROVIDER_SIGNATURE_HEADER,
  type TestProviderOutcome,
  type TestSessionView,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, centsToNumber, type Clock, toCents, toUnixSeconds } from '@shopforge/service-kit';
import { z } from 'zod';
import type { SqlExecutor } from '@shopforge/db/sql';
import type {
  CreateSessionInput,
  PaymentProvider,
  ProviderEvent,
  ProviderEventType,
  SignatureHeaders,
} from './provider';
import { signTestWebhook, verifyTestWebhook } from './test-signature';
import { addReceived, findSession, insertSession, moveSession, type TestSessionRow } from './test-sessions';

export const TEST_PROVIDER = 'test';

/** Sends a signed webhook to the platform, as the provider's servers would. */
export type WebhookSender = (body: string, signature: string) => Promise<void>;

const eventSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'payment.cancelled',
    'payment.partial',
    'dispute.opened',
    'dispute.won',
    'dispute.lost',
  ]),
  session_id: z.string().min(1).max(64),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.string().length(3),
  dispute: z.object({ id: z.string().min(1).max(64), reason: z.string().max(200).nullable() }).optional(),
});

export const DISPUTE_ACTIONS = ['open', 'win', 'lose'] as const;
const DISPUTE_EVENT: Record<(typeof DISPUTE_ACTIONS)[number], ProviderEventType> = {
  open: 'dispute.opened',
  win: 'dispute.won',
  lose: 'dispute.lost',
};

const EVENT_OF: Record<Exclude<TestProviderOutcome, 'succeed_later' | 'underpay'>, ProviderEventType> = {
  succeed: 'payment.succeeded',
  fail: 'payment.failed',
  cancel: 'payment.cancelled',
};

const STATUS_OF: Record<Exclude<TestProviderOutcome, 'underpay'>, TestSessionView['status']> = {
  succeed: 'SUCCEEDED',
  fail: 'FAILED',
  cancel: 'CANCELLED',
  succeed_later: 'AWAITING_CONFIRMATION',
};

/** Half of what is left, in whole cents, leaving at least one cent to pay. */
export function underpayment(amountCents: number, receivedCents: number): number {
  const left = amountCents - receivedCents;
  return left <= 1 ? 0 : Math.max(1, Math.floor(left / 2));
}

const notFound = () => new AppError('NOT_FOUND', 'No such test provider session.');

/**
 * The built-in test provider: a simulated card processor with its own sessions, its own
 * hosted page (rendered by the gateway from `view`), signed webhooks sent to the platform, and
 * refunds. It simulates success, failure, cancellation and late confirmation (the buyer
 * leaves, the provider confirms later: `confirm`).
 */
export class TestProvider implements PaymentProvider {
  readonly name = TEST_PROVIDER;

  constructor(
    private readonly deps: {
      sql: SqlExecutor;
      clock: Clock;
      secret: string;
      publicBaseUrl: string;
      send: WebhookSender;
    },
  ) {}

  async createSession(input: CreateSessionInput) {
    const now = this.deps.clock.now();
    const sessionId = `tps_${randomBytes(16).toString('hex')}`;
    await insertSession(
      this.deps.sql,
      {
        id: sessionId,
        amount: centsToDecimal(input.amountCents),
        currency: input.currency,
        description: input.description.slice(0, 255),
        cryptoGateway: input.cryptoGateway,
        returnUrl: input.returnUrl,
      },
      now,
    );
    return { sessionId, checkoutUrl: `${this.deps.publicBaseUrl}/test-provider/sessions/${sessionId}` };
  }

  async verifyWebhook(body: string, signatureHeaders: SignatureHeaders): Promise<ProviderEvent> {
    const now = toUnixSeconds(this.deps.clock.now());
    const signature = signatureHeaders[TEST_PROVIDER_SIGNATURE_HEADER] ?? null;
    if (!verifyTestWebhook(this.deps.secret, body, signature, now)) {
      throw new AppError('UNAUTHORIZED', 'The provider signature does not verify.');
    }
    let parsed: z.infer<typeof eventSchema>;
    try {
      parsed = eventSchema.parse(JSON.parse(body));
    } catch {
      throw new AppError('BAD_REQUEST', 'The provider event is malformed.');
    }
    return {
      id: parsed.id,
      type: parsed.type,
      sessionId: parsed.session_id,
      amountCents: toCents(parsed.amount),
      currency: parsed.currency,
      ...(parsed.dispute ? { dispute: parsed.dispute } : {}),
    };
  }

  async lookup(sessionId: string): Promise<ProviderEvent | null> {
    const session = await findSession(this.deps.sql, sessionId);
    if (!session) return null;
    const type = { SUCCEEDED: 'payment.succeeded', FAILED: 'payment.failed', CANCELLED: 'payment.cancelled' }[
      session.status
    ] as ProviderEventType | undefined;
    if (!type) return null;
    return {
      id: `lookup_${sessionId}_${session.status}`,
      type,
      sessionId,
      amountCents: toCents(session.amount),
      currency: session.currency,
    };
  }

  async refund(sessionId: string, amountCents: number, _idempotencyKey?: string) {
    const session = await findSession(this.deps.sql, sessionId);
    if (session?.status !== 'SUCCEEDED') {
      throw new AppError('BAD_REQUEST', 'The test provider has no captured payment to refund.');
    }
    if (amountCents > toCents(session.amount)) {
      throw new AppError('BAD_REQUEST', 'The refund exceeds the captured amount.');
    }
    return { reference: `tpr_${randomBytes(12).toString('hex')}` };
  }

  /** The provider's hosted page data. */
  async view(sessionId: string): Promise<TestSessionView> {
    const session = await findSession(this.deps.sql, sessionId);
    if (!session) throw notFound();
    return {
      session_id: session.id,
      status: session.status as TestSessionView['status'],
      amount: centsToNumber(toCents(session.amount)),
      received: centsToNumber(toCents(session.received)),
      currency: session.currency,
      description: session.description,
      crypto_gateway: session.cryptoGateway,
      return_url: session.returnUrl,
    };
  }

  /**
   * The buyer acts on the provider's page. Only an open session moves; the provider then
   * notifies the platform (except for a confirmation that comes later).
   */
  async complete(sessionId: string, outcome: TestProviderOutcome): Promise<{ redirectUrl: string }> {
    if (outcome === 'underpay') return this.underpay(sessionId);
    const now = this.deps.clock.now();
    const session = await moveSession(this.deps.sql, sessionId, ['OPEN'], STATUS_OF[outcome], now);
    if (!session) throw await this.notMovable(sessionId);
    if (outcome !== 'succeed_later') await this.deps.send(...this.sign(session, EVENT_OF[outcome]));
    return { redirectUrl: session.returnUrl };
  }

  /**
   * A crypto buyer sends part of what is left: the session stays open (the rest can follow)
   * and the platform is told how much arrived so far.
   */
  private async underpay(sessionId: string): Promise<{ redirectUrl: string }> {
    const session = await findSession(this.deps.sql, sessionId);
    if (!session) throw notFound();
    if (session.status !== 'OPEN')
      throw new AppError('BAD_REQUEST', `This session is already ${session.status}.`);
    if (!session.cryptoGateway) throw new AppError('BAD_REQUEST', 'Only crypto payments arrive in parts.');
    const part = underpayment(toCents(session.amount), toCents(session.received));
    if (part === 0) throw new AppError('BAD_REQUEST', 'Too little is left to pay in parts.');
    const received = centsToDecimal(toCents(session.received) + part);
    if (!(await addReceived(this.deps.sql, sessionId, session.received, received, this.deps.clock.now())))
      throw new AppError('CONFLICT', 'The session changed meanwhile; try again.');
    await this.notify(sessionId, 'payment.partial');
    return { redirectUrl: session.returnUrl };
  }

  /** Late confirmation: an awaiting session is captured and the platform is told now. */
  async confirm(sessionId: string): Promise<void> {
    const session = await moveSession(
      this.deps.sql,
      sessionId,
      ['AWAITING_CONFIRMATION', 'OPEN'],
      'SUCCEEDED',
      this.deps.clock.now(),
    );
    if (!session) throw await this.notMovable(sessionId);
    await this.deps.send(...this.sign(session, 'payment.succeeded'));
  }

  /**
   * The buyer's bank disputes a captured payment, and the provider later decides it: the
   * platform hears `dispute.opened`, then `dispute.won` or `dispute.lost`.
   */
  async dispute(
    sessionId: string,
    action: (typeof DISPUTE_ACTIONS)[number],
    reason: string | null,
  ): Promise<void> {
    const session = await findSession(this.deps.sql, sessionId);
    if (!session) throw notFound();
    if (session.status !== 'SUCCEEDED')
      throw new AppError('BAD_REQUEST', 'Only a captured payment can be disputed.');
    const dispute = { id: `tpd_${session.id.slice(4)}`, reason };
    const { body, signature } = await this.signedEvent(sessionId, DISPUTE_EVENT[action], dispute);
    await this.deps.send(body, signature);
  }

  /** A signed webhook for the session's current state, as the provider would send it. */
  async signedEvent(
    sessionId: string,
    type: ProviderEventType,
    dispute?: { id: string; reason: string | null },
  ): Promise<{ body: string; signature: string }> {
    const session = await findSession(this.deps.sql, sessionId);
    if (!session) throw notFound();
    const [body, signature] = this.sign(session, type, dispute);
    return { body, signature };
  }

  /** The signed webhook body for `session` as read. */
  private sign(
    session: Pick<TestSessionRow, 'id' | 'amount' | 'received' | 'currency'>,
    type: ProviderEventType,
    dispute?: { id: string; reason: string | null },
  ): [body: string, signature: string] {
    const amount = type === 'payment.partial' ? session.received : session.amount;
    const body = JSON.stringify({
      id: `tpe_${randomBytes(12).toString('hex')}`,
      type,
      session_id: session.id,
      amount: centsToDecimal(toCents(amount)),
      currency: session.currency,
      ...(dispute ? { dispute } : {}),
    });
    return [body, signTestWebhook(this.deps.secret, body, toUnixSeconds(this.deps.clock.now()))];
  }

  /** Why a session did not move: it does not exist, or it is past that step. */
  private async notMovable(sessionId: string): Promise<AppError> {
    const session = await findSession(this.deps.sql, sessionId);
    return session ? new AppError('BAD_REQUEST', `This session is already ${session.status}.`) : notFound();
  }

  private async notify(sessionId: string, type: ProviderEventType): Promise<void> {
    const { body, signature } = await this.signedEvent(sessionId, type);
    await this.deps.send(body, signature);
  }
}
