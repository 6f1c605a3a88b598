import type { Ticket, TicketStatus, TicketSummary } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { toUnixSeconds, uniqid, uuidv7 } from '@shopforge/service-kit';
import type { BillingTx } from '../../db/invoices';
import { findTicket, ticketNotFound } from '../../db/tickets';
import type { BillingDeps } from '../../deps';
import type { Prisma } from '../../generated/prisma/client';
import { buyerInvoice } from './buyer-invoice';

type TicketRow = Prisma.TicketGetPayload<object>;
type MessageRow = Prisma.TicketMessageGetPayload<object>;
type Author = 'BUYER' | 'MERCHANT';

/** More than this many tickets on one order is a buyer stuck in a loop, or abuse. */
export const TICKETS_PER_INVOICE_MAX = 10;

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    uniqid: row.uniqid,
    invoice_uniqid: row.invoiceUniqid,
    customer_email: row.customerEmail,
    title: row.title,
    status: row.status as TicketStatus,
    messages_count: row.messagesCount,
    last_message_at: toUnixSeconds(row.lastMessageAt),
    last_message_by: row.lastMessageBy as Author,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    closed_at: row.closedAt ? toUnixSeconds(row.closedAt) : null,
  };
}

export function toTicket(row: TicketRow & { messages: MessageRow[] }): Ticket {
  return {
    ...toTicketSummary(row),
    messages: row.messages.map((message) => ({
      id: message.id,
      author: message.author as Author,
      message: message.body,
      created_at: toUnixSeconds(message.createdAt),
    })),
  };
}

type QueryEvent =
  | 'query:created'
  | 'query:replied'
  | 'query:buyer_replied'
  | 'query:closed'
  | 'query:reopened';

async function emit(
  tx: BillingTx,
  type: QueryEvent,
  row: TicketRow,
  message: { body: string; author: Author } | null,
  now: Date,
) {
  await writeOutboxEvent(prismaExecutor(tx), {
    type,
    shop_id: row.shopId,
    aggregate_id: row.id,
    occurred_at: now,
    data: {
      id: row.id,
      uniqid: row.uniqid,
      invoice_uniqid: row.invoiceUniqid,
      customer_email: row.customerEmail,
      title: row.title,
      status: row.status as TicketStatus,
      message: message?.body ?? null,
      message_author: message?.author ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  });
}

async function addMessage(
  tx: BillingTx,
  row: { id: string; shopId: string },
  author: Author,
  body: string,
  now: Date,
) {
  await tx.ticketMessage.create({
    data: { id: uuidv7(now.getTime()), ticketId: row.id, shopId: row.shopId, author, body, createdAt: now },
  });
}

/** The buyer opens a ticket about their order (`query:created`). */
export async function openTicket(
  deps: BillingDeps,
  input: { uniqid: string; email: string; title: string; message: string },
): Promise<Ticket> {
  const invoice = await buyerInvoice(deps, input.uniqid, input.email);
  const existing = await deps.prisma.ticket.count({
    where: { shopId: invoice.shopId, invoiceUniqid: invoice.uniqid },
  });
  if (existing >= TICKETS_PER_INVOICE_MAX) {
    throw new AppError(
      'BAD_REQUEST',
      `This order already has ${TICKETS_PER_INVOICE_MAX} tickets; reply to one of them instead.`,
    );
  }
  const now = deps.clock.now();
  const id = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.ticket.create({
      data: {
        id: uuidv7(now.getTime()),
        uniqid: uniqid(),
        shopId: invoice.shopId,
        invoiceId: invoice.id,
        invoiceUniqid: invoice.uniqid,
        customerEmail: invoice.customerEmail,
        title: input.title,
        status: 'OPEN',
        messagesCount: 1,
        lastMessageAt: now,
        lastMessageBy: 'BUYER',
        createdAt: now,
        updatedAt: now,
      },
    });
    await addMessage(tx, row, 'BUYER', input.message, now);
    await emit(tx, 'query:created', row, { body: input.message, author: 'BUYER' }, now);
    return row.id;
  });
  return toTicket(await findTicket(deps.prisma, invoice.shopId, id));
}

/**
 * A message on an open ticket, by either side, under a conditional update so a ticket closed
 * meanwhile refuses it. The buyer's message makes the ticket OPEN (waiting for the merchant);
 * the merchant's makes it ANSWERED.
 */
async function reply(deps: BillingDeps, ticket: TicketRow, author: Author, body: string): Promise<Ticket> {
  const now = deps.clock.now();
  const status: TicketStatus = author === 'BUYER' ? 'OPEN' : 'ANSWERED';
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.ticket.updateMany({
      where: { id: ticket.id, status: { not: 'CLOSED' } },
      data: {
        status,
        messagesCount: { increment: 1 },
        lastMessageAt: now,
        lastMessageBy: author,
        updatedAt: now,
      },
    });
    if (count === 0) {
      throw new AppError(
        'BAD_REQUEST',
        author === 'BUYER'
          ? 'This ticket is closed; open a new one.'
          : 'This ticket is closed; reopen it before replying.',
      );
    }
    await addMessage(tx, ticket, author, body, now);
    const row = await tx.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    await emit(tx, author === 'BUYER' ? 'query:buyer_replied' : 'query:replied', row, { body, author }, now);
  });
  return toTicket(await findTicket(deps.prisma, ticket.shopId, ticket.id));
}

export async function merchantReply(deps: BillingDeps, shopId: string, ref: string, message: string) {
  return reply(deps, await findTicket(deps.prisma, shopId, ref), 'MERCHANT', message);
}

export async function buyerReply(
  deps: BillingDeps,
  input: { uniqid: string; ticket_id: string; email: string; message: string },
) {
  const invoice = await buyerInvoice(deps, input.uniqid, input.email);
  const ticket = await findTicket(deps.prisma, invoice.shopId, input.ticket_id);
  if (ticket.invoiceId !== invoice.id) throw ticketNotFound();
  return reply(deps, ticket, 'BUYER', input.message);
}

/**
 * CLOSED, or back to OPEN. Asking for the state the ticket is already in changes nothing and
 * sends no event, so a retried close is harmless.
 */
export async function setTicketClosed(deps: BillingDeps, shopId: string, ref: string, closed: boolean) {
  const ticket = await findTicket(deps.prisma, shopId, ref);
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.ticket.updateMany({
      where: { id: ticket.id, status: closed ? { not: 'CLOSED' } : 'CLOSED' },
      data: { status: closed ? 'CLOSED' : 'OPEN', closedAt: closed ? now : null, updatedAt: now },
    });
    if (count === 0) return;
    const row = await tx.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    await emit(tx, closed ? 'query:closed' : 'query:reopened', row, null, now);
  });
  return toTicket(await findTicket(deps.prisma, shopId, ticket.id));
}
