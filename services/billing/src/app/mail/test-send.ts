import { type BuyerEmail, type SendTestEmailInput, TEST_EMAILS_PER_HOUR } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { countTestMail, queueMail } from '../../db/mail-messages';
import type { BillingDeps } from '../../deps';
import { toBuyerEmail } from '../../domain/mail/mail-record';
import { spendMailBudget } from './mail-budget';
import { noMailConfigured } from './no-mail';

const HOUR_MS = 3_600_000;

/**
 * `POST /dev/v1/emails/test`: queues one template with sample data to any address, through the
 * same worker and transport as a buyer's mail. Limited per shop and hour under a lock on the
 * shop's test sends, so parallel calls cannot pass the limit together.
 */
export async function sendTestEmail(
  deps: BillingDeps,
  shopId: string,
  input: SendTestEmailInput,
): Promise<BuyerEmail> {
  if (!deps.mail) throw noMailConfigured();
  const now = deps.clock.now();
  const id = await deps.sql.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`mail_tests:${shopId}`]);
    const recent = await countTestMail(tx, shopId, new Date(now.getTime() - HOUR_MS));
    if (recent.count >= TEST_EMAILS_PER_HOUR) {
      // The limit frees up when the oldest test of the hour is an hour old.
      const freeAt = (recent.oldest ?? now).getTime() + HOUR_MS;
      throw new AppError(
        'RATE_LIMITED',
        `A shop can send ${TEST_EMAILS_PER_HOUR} test mails an hour; try again later.`,
        { extra: { retry_after: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) } },
      );
    }
    await spendMailBudget(
      deps,
      tx,
      { shopId, recipient: input.to, template: input.template, test: true },
      now,
    );
    return queueMail(
      tx,
      {
        shopId,
        template: input.template,
        recipient: input.to,
        dedupeKey: `test:${crypto.randomUUID()}`,
        test: true,
      },
      now,
    );
  });
  if (!id) throw new Error('a test mail was not queued');
  const row = await deps.prisma.mailMessage.findUniqueOrThrow({ where: { id } });
  return toBuyerEmail(row);
}
