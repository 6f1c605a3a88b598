import type { License } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { generateLicenseKey, licenseExpiry } from '../domain/license';
import type { StoredLine } from '../domain/rows';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export interface LicenseRow {
  id: string;
  key: string;
  productId: string;
  invoiceUniqid: string | null;
  customerEmail: string | null;
  status: string;
  hwid: string | null;
  expiresAt: Date | null;
  lastValidatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toLicense(row: LicenseRow): License {
  return {
    id: row.id,
    key: row.key,
    product_id: row.productId,
    order_id: row.invoiceUniqid,
    customer_email: row.customerEmail,
    status: row.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    hwid: row.hwid,
    expires_at: row.expiresAt ? toUnixSeconds(row.expiresAt) : null,
    last_validated_at: row.lastValidatedAt ? toUnixSeconds(row.lastValidatedAt) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export async function findLicense(db: Db, shopId: string, id: string) {
  const license = isUuid(id) ? await db.license.findFirst({ where: { id, shopId } }) : null;
  if (!license) throw new AppError('LICENSE_NOT_FOUND', 'License not found.');
  return license;
}

/** What licensing reads of a line (the invoice's lines as read under its lock). */
export type LicensedLine = Pick<
  StoredLine,
  'id' | 'productId' | 'quantity' | 'licensingEnabled' | 'licensePeriod'
>;

const ISSUE_SQL = `INSERT INTO "licenses" ("id", "shop_id", "key", "product_id", "invoice_uniqid", "line_id", "customer_email", "expires_at", "created_at", "updated_at")
SELECT k."id"::uuid, $1::uuid, k."key", $2::uuid, $3, $4::uuid, $5, $6::timestamptz, $7::timestamptz, $7::timestamptz
FROM jsonb_to_recordset($8::jsonb) AS k("id" text, "key" text)
WHERE NOT EXISTS (SELECT 1 FROM "licenses" WHERE "line_id" = $4::uuid)`;

/**
 * Issues one key per unit of each paid line whose product has licensing enabled, expiring per
 * the product's `license_period`. Once per line: a line that has its keys is left alone, so a
 * replayed completion issues nothing twice (checked in the same statement as the insert, under
 * the invoice's row lock that every completion holds).
 */
export async function issueLicenses(
  tx: SqlExecutor | PrismaRawClient,
  invoice: {
    id: string;
    shopId: string;
    uniqid: string;
    customerEmail: string;
    lines: readonly LicensedLine[];
  },
  now: Date,
): Promise<void> {
  for (const line of invoice.lines) {
    if (!line.licensingEnabled) continue;
    const expiresAt = licenseExpiry(line.licensePeriod, now);
    const keys = Array.from({ length: line.quantity }, () => ({
      id: uuidv7(now.getTime()),
      key: generateLicenseKey(),
    }));
    await executorFor(tx).query(ISSUE_SQL, [
      invoice.shopId,
      line.productId,
      invoice.uniqid,
      line.id,
      invoice.customerEmail,
      expiresAt?.toISOString() ?? null,
      now.toISOString(),
      JSON.stringify(keys),
    ]);
  }
}

/** The license keys issued for an invoice's lines, by line id: what its receipt lists. */
export async function licenseKeysByLine(
  db: SqlExecutor,
  shopId: string,
  invoiceUniqid: string,
): Promise<Map<string, string[]>> {
  const rows = await db.query<{ lineId: string; key: string }>(
    `SELECT "line_id"::text AS "lineId", "key" FROM "licenses"
    WHERE "shop_id" = $1 AND "invoice_uniqid" = $2 AND "line_id" IS NOT NULL ORDER BY "id"`,
    [shopId, invoiceUniqid],
  );
  const byLine = new Map<string, string[]>();
  for (const row of rows) byLine.set(row.lineId, [...(byLine.get(row.lineId) ?? []), row.key]);
  return byLine;
}
