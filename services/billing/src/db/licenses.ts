import type { License } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { generateLicenseKey, licenseExpiry } from '../domain/license';
import type { StoredLine } from '../domain/rows';
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

/**
 * Issues one key per unit of each paid line whose product has licensing enabled, expiring per
 * the product's `license_period`. Once per line: a line that has its keys is left alone, so a
 * replayed completion issues nothing twice.
 */
export async function issueLicenses(
  tx: BillingTx,
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
    if ((await tx.license.count({ where: { lineId: line.id } })) > 0) continue;
    const expiresAt = licenseExpiry(line.licensePeriod, now);
    await tx.license.createMany({
      data: Array.from({ length: line.quantity }, () => ({
        id: uuidv7(now.getTime()),
        shopId: invoice.shopId,
        key: generateLicenseKey(),
        productId: line.productId,
        invoiceUniqid: invoice.uniqid,
        lineId: line.id,
        customerEmail: invoice.customerEmail,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })),
    });
  }
}
