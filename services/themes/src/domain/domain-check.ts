/** The TXT record that proves a merchant controls a host name. */
export function verificationRecord(hostname: string, token: string) {
  return {
    type: 'TXT' as const,
    name: `_shopforge-verification.${hostname}`,
    value: `shopforge-verification=${token}`,
  };
}

export type DomainCheck =
  | { status: 'verified'; detail: null }
  | { status: 'pending'; detail: string }
  | { status: 'failed'; detail: string };

/**
 * What the TXT lookup says: the expected value among the records → verified; no record yet →
 * pending (DNS changes take time); records there but none with the value → failed, naming what
 * was found so the merchant can fix it.
 */
export function judgeTxtRecords(records: string[] | 'not_found', expected: string): DomainCheck {
  if (records === 'not_found' || records.length === 0) {
    return {
      status: 'pending',
      detail: 'No TXT record found yet; DNS changes can take up to 48 hours to appear.',
    };
  }
  if (records.includes(expected)) return { status: 'verified', detail: null };
  const found = records
    .slice(0, 3)
    .map((record) => `"${record.slice(0, 80)}"`)
    .join(', ');
  return {
    status: 'failed',
    detail: `TXT record found with another value (${found}); set it to "${expected}".`,
  };
}
