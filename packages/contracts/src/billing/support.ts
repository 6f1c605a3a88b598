import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema, queryBoolean } from '../pagination';

/*
 * Buyer support (docs/support.md): tickets a buyer opens about an order from its hosted
 * checkout page, and the one review a buyer of a completed order may leave. Both are answered
 * by the merchant through the Developer API (`support.read` / `support.write`).
 */

const ref = z.string().min(1).max(64);
const email = z.email({ error: 'Must be an email address.' }).max(254);

/** OPEN: waiting for the merchant. ANSWERED: the merchant replied last. CLOSED: done. */
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_AUTHORS = ['BUYER', 'MERCHANT'] as const;

export const TICKET_TITLE_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
export const REVIEW_MESSAGE_MAX = 2000;

const ticketMessageText = z.string().trim().min(1, 'Write a message.').max(TICKET_MESSAGE_MAX);

export const ticketMessageSchema = z.object({
  id: idSchema,
  author: z.enum(TICKET_AUTHORS),
  message: z.string(),
  created_at: unixSeconds,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A ticket as lists show it: everything but the conversation. */
export const ticketSummarySchema = z.object({
  id: idSchema,
  uniqid: z.string(),
  invoice_uniqid: z.string(),
  customer_email: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  messages_count: z.number().int().nonnegative(),
  last_message_at: unixSeconds,
  last_message_by: z.enum(TICKET_AUTHORS),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** `GET /dev/v1/tickets/{id}`: the ticket with its messages, oldest first. */
export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

const ticketFilters = {
  status: z.enum(TICKET_STATUSES).optional(),
  invoice_uniqid: ref.optional(),
};
export const listTicketsQuerySchema = cursorQuerySchema.extend(ticketFilters);
export const listTicketsInputSchema = cursorInputSchema.extend(ticketFilters);
export const ticketListSchema = cursorPage(ticketSummarySchema);

export const ticketRefSchema = z.object({ id: ref });
export const replyTicketInputSchema = z.strictObject({ message: ticketMessageText });

export const REVIEW_FEEDBACK = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;

/** A buyer's review of a completed order: one per order. */
export const reviewSchema = z.object({
  id: idSchema,
  uniqid: z.string(),
  invoice_uniqid: z.string(),
  /** The order's first product line (null for an order without catalog products). */
  product_id: z.string().nullable(),
  product_title: z.string().nullable(),
  customer_email: z.string(),
  score: z.number().int().min(1).max(5),
  /** From the score, as Sellix reports it: 4–5 positive, 3 neutral, 1–2 negative. */
  feedback: z.enum(REVIEW_FEEDBACK),
  message: z.string(),
  reply: z.string().nullable(),
  replied_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Review = z.infer<typeof reviewSchema>;

const reviewFilters = {
  score: z.coerce.number().int().min(1).max(5).optional(),
  replied: queryBoolean.optional(),
};
export const listReviewsQuerySchema = cursorQuerySchema.extend(reviewFilters);
export const listReviewsInputSchema = cursorInputSchema.extend({
  score: z.number().int().min(1).max(5).optional(),
  replied: z.boolean().optional(),
});
export const reviewListSchema = cursorPage(reviewSchema);
export const reviewRefSchema = z.object({ id: ref });
export const replyReviewInputSchema = z.strictObject({
  reply: z.string().trim().min(1, 'Write a reply.').max(REVIEW_MESSAGE_MAX),
});

/* The buyer's side, reached through the hosted checkout pages (the invoice UUID in the address
 * is the capability; the order's email is asked again before anything is written). */

export const buyerSupportRefSchema = z.object({ uniqid: ref });

export const openTicketInputSchema = z.strictObject({
  uniqid: ref,
  email,
  title: z.string().trim().min(1, 'Give the ticket a title.').max(TICKET_TITLE_MAX),
  message: ticketMessageText,
});

export const buyerReplyInputSchema = z.strictObject({
  uniqid: ref,
  ticket_id: ref,
  email,
  message: ticketMessageText,
});

export const submitReviewInputSchema = z.strictObject({
  uniqid: ref,
  email,
  score: z.coerce.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  message: z.string().trim().min(1, 'Write a few words.').max(REVIEW_MESSAGE_MAX),
});

export const confirmEscrowInputSchema = z.strictObject({ uniqid: ref, email });

/** What the order's support page shows the buyer. */
export const buyerSupportViewSchema = z.object({
  uniqid: z.string(),
  title: z.string(),
  status: z.string(),
  tickets: z.array(ticketSchema.omit({ customer_email: true })),
  review: reviewSchema.omit({ customer_email: true }).nullable(),
  /** Why no review can be left now (null when one can). */
  review_refusal: z.string().nullable(),
  escrow: z
    .object({ status: z.string(), amount: z.number(), currency: z.string(), release_at: unixSeconds })
    .nullable(),
});
export type BuyerSupportView = z.infer<typeof buyerSupportViewSchema>;
