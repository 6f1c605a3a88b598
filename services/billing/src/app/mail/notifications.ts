import { createHash, timingSafeEqual } from 'node:crypto';
import { type MailNotification, mailNotificationsBodySchema } from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import {
  findReportedMail,
  markMailBounced,
  markMailComplained,
  type ReportedMail,
} from '../../db/mail-messages';
import { recordTimeline } from '../../db/timeline';
import { billingTransaction } from '../../db/transaction';
import type { BillingDeps } from '../../deps';
import { suppressContact } from '../email-marketing';

/** The mail id inside a Message-ID this platform gave (`<id@sender domain>`, see compose.ts). */
const MESSAGE_ID = /^<?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^>]+>?$/i;

function authenticate(deps: BillingDeps, authorization: string | undefined): void {
  const expected = deps.settings.mail?.notificationsSecretHash;
  if (!expected)
    throw new AppError(
      'UNAUTHORIZED',
      'This platform takes no mail provider reports: MAIL_NOTIFICATIONS_SECRET is not set.',
    );
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  // Hashes of equal length: the comparison's time says nothing about the secret.
  if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected))
    throw new AppError('UNAUTHORIZED', 'The mail provider report secret is missing or wrong.');
}

function parse(body: string): MailNotification[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const parsed = mailNotificationsBodySchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data.notifications;
}

/** The mail a report names, when it names one this platform sent to that recipient. */
async function reportedMail(deps: BillingDeps, report: MailNotification): Promise<ReportedMail | null> {
  const id = MESSAGE_ID.exec(report.message_id.trim())?.[1]?.toLowerCase();
  if (!id) return null;
  const mail = await findReportedMail(deps.sql, id);
  if (!mail) return null;
  if (report.recipient && report.recipient.toLowerCase() !== mail.recipient.toLowerCase()) return null;
  return mail;
}

/**
 * Applies one report, once however often the provider repeats it. A hard bounce marks the mail
 * `bounced`, records a failed `email_sent` on its invoice's timeline and suppresses the address
 * (no further mail of the shop goes to it); a complaint suppresses it for marketing only, since a
 * buyer still gets their receipts. A soft bounce changes nothing: the server accepted the mail
 * and may still deliver it.
 */
async function apply(deps: BillingDeps, report: MailNotification, mail: ReportedMail): Promise<void> {
  if (report.type === 'bounce' && report.bounce_type === 'soft') return;
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    if (report.type === 'complaint') {
      const complained = await markMailComplained(tx, mail.id, now);
      if (complained) await suppressContact(tx, mail.shopId, mail.recipient, 'COMPLAINED', now);
      return;
    }
    const reason = `Bounced after it was sent: ${report.diagnostic ?? 'reported by the mail provider'}`;
    const bounced = await markMailBounced(tx, mail.id, reason, now);
    if (!bounced) return;
    await suppressContact(tx, mail.shopId, mail.recipient, 'BOUNCED', now);
    if (bounced.invoiceUniqid)
      await recordTimeline(tx, { shopId: mail.shopId, uniqid: bounced.invoiceUniqid }, 'email_sent', now, {
        recipient: mail.recipient,
        template: mail.template,
        outcome: 'failed',
        note: reason,
      });
  });
}

/**
 * `POST /mail/notifications`: bounce and complaint reports of the platform's mail provider,
 * authenticated by MAIL_NOTIFICATIONS_SECRET (docs/email.md). Reports naming no mail this
 * platform sent are counted, not failed: a provider must not retry them forever.
 */
export async function receiveMailNotifications(
  deps: BillingDeps,
  request: { body: string; authorization?: string | undefined },
): Promise<{ received: number; matched: number }> {
  authenticate(deps, request.authorization);
  const reports = parse(request.body);
  let matched = 0;
  for (const report of reports) {
    const mail = await reportedMail(deps, report);
    if (!mail) continue;
    matched += 1;
    await apply(deps, report, mail);
  }
  return { received: reports.length, matched };
}
