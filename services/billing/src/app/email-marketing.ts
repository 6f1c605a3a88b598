import type { EmailSegment, MarketingContact } from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { centsToNumber, isUuid, toCents, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import type { z } from 'zod';
import type { createEmailSegmentInputSchema, upsertMarketingContactInputSchema } from '@shopforge/contracts';
import type { BillingPrisma } from '../db/client';
import type { BillingTx } from '../db/invoices';
import {
  type Clause,
  matchesSegment,
  needsPurchases,
  parseFilterRules,
  type SegmentProfile,
} from '../domain/segment-rules';
import type { BillingDeps } from '../deps';
import type { EmailSegment as SegmentRow, MarketingContact as ContactRow } from '../generated/prisma/client';

type Db = BillingPrisma | BillingTx;

export function toContact(row: ContactRow): MarketingContact {
  return {
    id: row.id,
    email: row.email,
    subscribed: row.subscribed,
    consent_basis: row.consentBasis,
    source: row.source,
    suppression: (row.suppression as MarketingContact['suppression']) ?? null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function toSegment(row: SegmentRow): EmailSegment {
  return {
    id: row.id,
    name: row.name,
    filter_rules: row.filterRules as Record<string, unknown>,
    contact_count: row.contactCount,
    counted_at: toUnixSeconds(row.countedAt),
    created_at: toUnixSeconds(row.createdAt),
  };
}

/** Creates the contact, or changes the one with this email; any change counts as activity. */
export async function upsertContact(
  deps: BillingDeps,
  shopId: string,
  input: z.infer<typeof upsertMarketingContactInputSchema>,
) {
  const now = deps.clock.now();
  const fields = {
    subscribed: input.subscribed,
    consentBasis: input.consent_basis,
    source: input.source,
    ...(input.suppression === undefined ? {} : { suppression: input.suppression }),
    updatedAt: now,
  };
  return deps.prisma.marketingContact.upsert({
    where: { shopId_email: { shopId, email: input.email } },
    create: { id: uuidv7(now.getTime()), shopId, email: input.email, createdAt: now, ...fields },
    update: fields,
  });
}

const BUYER_CONTACT_SQL = `INSERT INTO "marketing_contacts"
  ("id", "shop_id", "email", "subscribed", "consent_basis", "source", "created_at", "updated_at")
VALUES ($1::uuid, $2::uuid, $3, true, 'SOFT_OPT_IN', 'automation:post_purchase', $4::timestamptz, $4::timestamptz)
ON CONFLICT ("shop_id", "email") DO UPDATE SET "updated_at" = EXCLUDED."updated_at"`;

/**
 * A paid buyer becomes a contact on the soft opt-in basis (an existing customer of similar
 * goods), unless they already are one: their own choice (unsubscribed included) stands, and
 * the purchase only counts as activity.
 */
export async function recordBuyerContact(
  tx: SqlExecutor | PrismaRawClient,
  shopId: string,
  email: string,
  now: Date,
): Promise<void> {
  await executorFor(tx).query(BUYER_CONTACT_SQL, [
    uuidv7(now.getTime()),
    shopId,
    email.toLowerCase(),
    now.toISOString(),
  ]);
}

const SUPPRESS_SQL = `INSERT INTO "marketing_contacts"
  ("id", "shop_id", "email", "subscribed", "consent_basis", "source", "suppression", "created_at", "updated_at")
VALUES ($1::uuid, $2::uuid, $3, false, 'SOFT_OPT_IN', $6, $4, $5::timestamptz, $5::timestamptz)
ON CONFLICT ("shop_id", "email") DO UPDATE SET
  "suppression" = CASE WHEN "marketing_contacts"."suppression" = 'BOUNCED' THEN 'BOUNCED' ELSE EXCLUDED."suppression" END,
  "updated_at" = EXCLUDED."updated_at"`;

/**
 * Marks an address the shop's mail cannot reach (`BOUNCED`) or whose owner complained
 * (`COMPLAINED`): no marketing goes to it, and a bounced one gets no transactional mail either
 * (docs/email.md). An address that was no contact becomes an unsubscribed one, so the merchant
 * sees it and can clear it (`suppression: null`) once it works again. A complaint does not
 * lift a bounce: the address still does not work.
 */
export async function suppressContact(
  tx: SqlExecutor | PrismaRawClient,
  shopId: string,
  email: string,
  reason: 'BOUNCED' | 'COMPLAINED',
  now: Date,
): Promise<void> {
  await executorFor(tx).query(SUPPRESS_SQL, [
    uuidv7(now.getTime()),
    shopId,
    email.toLowerCase(),
    reason,
    now.toISOString(),
    reason === 'BOUNCED' ? 'mail_bounce' : 'mail_complaint',
  ]);
}

interface CustomerFacts {
  email: string;
  total_spent: { toString(): string };
  order_count: number;
  country_code: string;
  tags: string[];
}

const BATCH = 500;

/** Paid invoice statuses product filters read (spec); the others never reached payment. */
export const PRODUCT_FILTER_STATUSES = ['COMPLETED', 'PARTIAL_REFUND', 'REFUNDED'] as const;

/**
 * Counts the shop's contacts a segment matches: subscribed, send-eligible, linked to a customer
 * profile (every paid buyer has one), and meeting every clause. Contacts are read in pages, with
 * their profiles and (only when a product clause needs it) their paid product lines per page.
 */
export async function countSegment(
  db: Db,
  shopId: string,
  clauses: readonly Clause[],
  now: Date,
): Promise<number> {
  let count = 0;
  let after: string | undefined;
  const purchases = needsPurchases(clauses);
  for (;;) {
    const contacts = await db.marketingContact.findMany({
      where: { shopId, subscribed: true, suppression: null, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (contacts.length === 0) return count;
    after = contacts[contacts.length - 1]?.id;
    const emails = contacts.map((contact) => contact.email.toLowerCase());
    const customers = await db.$queryRaw<CustomerFacts[]>`
      SELECT lower("email") AS "email", "total_spent", "order_count", "country_code", "tags"
      FROM "customers" WHERE "shop_id" = ${shopId}::uuid AND lower("email") = ANY(${emails}::text[])`;
    const profiles = new Map(customers.map((customer) => [customer.email, customer]));
    const bought = new Map<string, Set<string>>();
    if (purchases) {
      const lines = await db.$queryRaw<{ email: string; product_id: string; product_uniqid: string }[]>`
        SELECT lower(i."customer_email") AS "email", l."product_id"::text AS "product_id", l."product_uniqid"
        FROM "invoice_lines" l JOIN "invoices" i ON i."id" = l."invoice_id"
        WHERE i."shop_id" = ${shopId}::uuid AND i."kind" = 'PRODUCT'
          AND i."status" = ANY(${[...PRODUCT_FILTER_STATUSES]}::text[])
          AND lower(i."customer_email") = ANY(${emails}::text[])`;
      for (const line of lines) {
        const refs = bought.get(line.email) ?? new Set<string>();
        refs.add(line.product_id).add(line.product_uniqid);
        bought.set(line.email, refs);
      }
    }
    for (const contact of contacts) {
      const email = contact.email.toLowerCase();
      const customer = profiles.get(email);
      if (!customer) continue;
      const profile: SegmentProfile = {
        totalSpent: centsToNumber(toCents(customer.total_spent)),
        orderCount: customer.order_count,
        countryCode: customer.country_code,
        tags: customer.tags,
        consentBasis: contact.consentBasis,
        source: contact.source,
        updatedAt: contact.updatedAt,
        purchased: bought.get(email) ?? new Set(),
      };
      if (matchesSegment(clauses, profile, now)) count += 1;
    }
    if (contacts.length < BATCH) return count;
  }
}

function clausesOf(rules: unknown): Clause[] {
  const parsed = parseFilterRules(rules);
  if (!parsed.ok) throw validationError(parsed.issues);
  return parsed.clauses;
}

/** `POST /email-marketing/segments`: checks the rules, counts the matches, saves the segment. */
export async function createSegment(
  deps: BillingDeps,
  shopId: string,
  input: z.infer<typeof createEmailSegmentInputSchema>,
) {
  const clauses = clausesOf(input.filter_rules);
  const now = deps.clock.now();
  const contactCount = await countSegment(deps.prisma, shopId, clauses, now);
  return deps.prisma.emailSegment.create({
    data: {
      id: uuidv7(now.getTime()),
      shopId,
      name: input.name,
      filterRules: JSON.parse(JSON.stringify(input.filter_rules)),
      contactCount,
      countedAt: now,
      createdAt: now,
    },
  });
}

/** A saved segment, recounted now (contacts and purchases change). */
export async function recountSegment(deps: BillingDeps, shopId: string, id: string) {
  const segment = isUuid(id) ? await deps.prisma.emailSegment.findFirst({ where: { id, shopId } }) : null;
  if (!segment) throw new AppError('NOT_FOUND', 'Segment not found.');
  const now = deps.clock.now();
  const contactCount = await countSegment(deps.prisma, shopId, clausesOf(segment.filterRules), now);
  return deps.prisma.emailSegment.update({
    where: { id: segment.id },
    data: { contactCount, countedAt: now },
  });
}
