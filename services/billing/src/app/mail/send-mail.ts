import { MailSendError } from '@shopforge/mail';
import {
  claimDueMail,
  type MailRow,
  markMailFailed,
  markMailRetry,
  markMailSent,
} from '../../db/mail-messages';
import { recordTimeline } from '../../db/timeline';
import { billingTransaction } from '../../db/transaction';
import type { BillingDeps, BuyerMail } from '../../deps';
import { nextMailAttempt } from '../../domain/mail/retry-schedule';
import { suppressContact } from '../email-marketing';
import { composeMail } from './compose';

/**
 * How long a claimed mail is its sender's. A sender that dies mid-send leaves the claim to run
 * out; the mail is then sent again with the same Message-ID (docs/email.md "Exactly once").
 */
export const MAIL_CLAIM_MS = 120_000;
const BATCH = 10;

/** The timeline step of a mail about an invoice; other mails have no invoice timeline. */
async function recordStep(
  tx: Parameters<typeof recordTimeline>[0],
  row: MailRow,
  now: Date,
  failure: string | null,
): Promise<void> {
  if (!row.invoiceUniqid) return;
  await recordTimeline(tx, { shopId: row.shopId, uniqid: row.invoiceUniqid }, 'email_sent', now, {
    recipient: row.recipient,
    template: row.template,
    ...(failure === null ? {} : { outcome: 'failed', note: failure }),
  });
}

/**
 * Replies that say the address itself does not work (RFC 5321, 3463): the mailbox does not exist
 * or is not accepted here. A 5xx for anything else (a message rejected as spam, a policy) says
 * nothing about the address.
 */
const HARD_BOUNCE_CODES = new Set([550, 551, 553]);

async function fail(deps: BillingDeps, row: MailRow, reason: string, hardBounce = false): Promise<void> {
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    if (!(await markMailFailed(tx, row, reason, now))) return;
    await recordStep(tx, row, now, reason);
    if (hardBounce) await suppressContact(tx, row.shopId, row.recipient, 'BOUNCED', now);
  });
}

/**
 * Sends one claimed mail and records the result. A refusal that is final (SMTP 5xx) or the last
 * attempt's failure fails the mail with `email_sent` `outcome: failed`; a passing failure
 * queues it again on the retry schedule. Anything else (a crash of the worker, the database gone
 * after the server accepted) leaves the claim to run out.
 */
async function sendOne(deps: BillingDeps, mail: BuyerMail, row: MailRow): Promise<void> {
  let outgoing: Awaited<ReturnType<typeof composeMail>>;
  try {
    outgoing = await composeMail(deps, mail, row);
  } catch (error) {
    const next = nextMailAttempt(row.attempts, deps.clock.now());
    const reason = `Could not be written: ${error instanceof Error ? error.message : String(error)}`;
    if (next) await markMailRetry(deps.sql, row, reason, next, deps.clock.now());
    else await fail(deps, row, reason);
    return;
  }
  let response: string;
  try {
    response = (await mail.transport.send(outgoing)).response;
  } catch (error) {
    if (!(error instanceof MailSendError)) throw error;
    const next = error.permanent ? null : nextMailAttempt(row.attempts, deps.clock.now());
    if (next) await markMailRetry(deps.sql, row, error.message, next, deps.clock.now());
    else
      await fail(deps, row, error.message, error.permanent && HARD_BOUNCE_CODES.has(error.responseCode ?? 0));
    return;
  }
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    if (await markMailSent(tx, row, response, now)) await recordStep(tx, row, now, null);
  });
}

/** One pass of the mail worker: claims what is due and sends it. Returns how many it claimed. */
export async function sendDueMail(deps: BillingDeps): Promise<number> {
  const mail = deps.mail;
  if (!mail) return 0;
  const claimed = await claimDueMail(deps.sql, deps.clock.now(), MAIL_CLAIM_MS, BATCH);
  for (const row of claimed) {
    await sendOne(deps, mail, row).catch((error: unknown) =>
      deps.log.error(
        { err: error, mail: row.id },
        'mail send interrupted; its claim will run out and it is sent again',
      ),
    );
  }
  return claimed.length;
}
