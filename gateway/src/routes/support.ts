import {
  listReviewsQuerySchema,
  listTicketsQuerySchema,
  replyReviewInputSchema,
  replyTicketInputSchema,
  reviewListSchema,
  reviewSchema,
  ticketListSchema,
  ticketSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };
const ticket = { ...billing, output: ticketSchema, envelope: 'data' as const };
const review = { ...billing, output: reviewSchema, envelope: 'data' as const };

/** Buyers' tickets and reviews, answered by the merchant (docs/support.md). */
export const supportRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/tickets',
    scopes: ['support.read'],
    procedure: 'tickets.list',
    kind: 'query',
    query: listTicketsQuerySchema,
    output: ticketListSchema,
    envelope: 'as_is',
    summary:
      'Buyers’ tickets, newest first, cursor-paged, without their messages; filter by `status` (OPEN, ANSWERED, CLOSED) or `invoice_uniqid`.',
  },
  {
    ...ticket,
    method: 'GET',
    path: '/dev/v1/tickets/{id}',
    scopes: ['support.read'],
    procedure: 'tickets.get',
    kind: 'query',
    summary: 'One ticket (id or uniqid) with its messages, oldest first.',
  },
  {
    ...ticket,
    method: 'POST',
    path: '/dev/v1/tickets/{id}/reply',
    scopes: ['support.write'],
    procedure: 'tickets.reply',
    kind: 'mutation',
    body: replyTicketInputSchema,
    summary:
      'Answer the buyer: the ticket becomes ANSWERED (`query:replied`). A closed ticket must be reopened first.',
  },
  {
    ...ticket,
    method: 'POST',
    path: '/dev/v1/tickets/{id}/close',
    scopes: ['support.write'],
    procedure: 'tickets.close',
    kind: 'mutation',
    summary: 'Close the ticket (`query:closed`); closing a closed ticket changes nothing.',
  },
  {
    ...ticket,
    method: 'POST',
    path: '/dev/v1/tickets/{id}/reopen',
    scopes: ['support.write'],
    procedure: 'tickets.reopen',
    kind: 'mutation',
    summary: 'Reopen a closed ticket (`query:reopened`); reopening an open one changes nothing.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/reviews',
    scopes: ['support.read'],
    procedure: 'reviews.list',
    kind: 'query',
    query: listReviewsQuerySchema,
    output: reviewListSchema,
    envelope: 'as_is',
    summary:
      'Buyers’ reviews, newest first, cursor-paged; filter by `score` (1–5) or `replied` (true/false).',
  },
  {
    ...review,
    method: 'GET',
    path: '/dev/v1/reviews/{id}',
    scopes: ['support.read'],
    procedure: 'reviews.get',
    kind: 'query',
    summary: 'One review, by id or uniqid.',
  },
  {
    ...review,
    method: 'POST',
    path: '/dev/v1/reviews/{id}/reply',
    scopes: ['support.write'],
    procedure: 'reviews.reply',
    kind: 'mutation',
    body: replyReviewInputSchema,
    summary: 'Answer a review publicly; a second reply replaces the first (`feedback:replied`).',
  },
];
