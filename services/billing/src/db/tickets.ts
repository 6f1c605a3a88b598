import { AppError } from '@shopforge/errors';
import { byIdOrUniqid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export const ticketNotFound = () => new AppError('TICKET_NOT_FOUND', 'No ticket with this id in this shop.');

const withMessages = { messages: { orderBy: { id: 'asc' as const } } };

/** A shop's ticket by id or uniqid; another shop's is TICKET_NOT_FOUND. */
export async function findTicket(db: Db, shopId: string, ref: string) {
  const row = await db.ticket.findFirst({
    where: { shopId, ...byIdOrUniqid(ref) },
    include: withMessages,
  });
  if (!row) throw ticketNotFound();
  return row;
}
