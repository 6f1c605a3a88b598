import type { BuyerEmailTemplate } from '@shopforge/contracts';
import { executorFor, type SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import {
  countBudgetSpends,
  lockMailBudget,
  recipientStanding,
  recordBudgetSpend,
} from '../../db/mail-budget';
import type { BillingWork } from '../../db/transaction';
import type { BillingDeps } from '../../deps';
import {
  budgetVerdict,
  MAIL_BUDGET_SPENT,
  MAIL_BUDGET_WINDOW_MS,
  spendsBudget,
} from '../../domain/mail/mail-budget';

/** A mail the merchant's request makes the platform send. */
export interface BudgetedMail {
  shopId: string;
  recipient: string;
  template: BuyerEmailTemplate;
  /** A test send (sample data): queued whatever the template setting and suppressions say. */
  test?: boolean;
}

function budgetSpent(perHour: number, retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `This shop has mailed ${perHour} addresses that are not its customers in the last hour, as many as the platform sends for a shop; try again later.`,
    { subcode: MAIL_BUDGET_SPENT, extra: { retry_after: retryAfterSeconds } },
  );
}

/**
 * Whether `mail` spends the budget, and refused (429) when it does and the budget is spent.
 * `lock` takes the shop's budget lock first, so the answer holds until the transaction ends.
 */
async function checkBudget(
  deps: Pick<BillingDeps, 'mail' | 'settings'>,
  db: SqlExecutor,
  mail: BudgetedMail,
  now: Date,
  lock: boolean,
): Promise<boolean> {
  const perHour = deps.settings.mail?.budgetPerHour;
  if (!deps.mail || perHour === undefined) return false;
  const standing = await recipientStanding(db, mail.shopId, mail.recipient, mail.template);
  if (!spendsBudget({ ...standing, test: mail.test ?? false })) return false;
  if (lock) await lockMailBudget(db, mail.shopId);
  const spent = await countBudgetSpends(db, mail.shopId, new Date(now.getTime() - MAIL_BUDGET_WINDOW_MS));
  const verdict = budgetVerdict(spent, perHour, now);
  if (!verdict.ok) throw budgetSpent(perHour, verdict.retryAfterSeconds);
  return true;
}

/**
 * Spends one mail of the shop's budget when `mail` goes to an address that is not the shop's
 * customer (docs/email.md "The mail budget"), in the transaction that queues or causes the mail:
 * under the shop's budget lock the count and the spend are one step, so two requests racing for
 * the last mail cannot both pass. A spent budget throws 429 RATE_LIMITED (`MAIL_BUDGET_SPENT`),
 * which rolls the whole change back. Mail to customers, and mail that will not be queued (no
 * transport, template off, address bounced), spends nothing.
 */
export async function spendMailBudget(
  deps: Pick<BillingDeps, 'mail' | 'settings'>,
  tx: BillingWork,
  mail: BudgetedMail,
  now: Date,
): Promise<void> {
  const db = executorFor(tx);
  if (!(await checkBudget(deps, db, mail, now, true))) return;
  await recordBudgetSpend(
    db,
    { shopId: mail.shopId, recipient: mail.recipient, template: mail.template },
    now,
  );
}

/**
 * The same question without spending, before a request starts work it would have to undo (a
 * payment's callback registered at the webhook service): a budget already spent is refused at
 * once. The spend itself still happens in the transaction (`spendMailBudget`).
 */
export async function refuseSpentMailBudget(
  deps: Pick<BillingDeps, 'mail' | 'settings' | 'sql'>,
  mail: BudgetedMail,
  now: Date,
): Promise<void> {
  await checkBudget(deps, deps.sql, mail, now, false);
}
