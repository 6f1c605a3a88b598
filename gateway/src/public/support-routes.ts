import { buyerSupportViewSchema, escrowSchema, reviewSchema, ticketSchema } from '@shopforge/contracts';
import { AppError, toAppError } from '@shopforge/errors';
import express, { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import type { ServiceClients } from '../upstream/clients';
import { asPage, pageCaller, sendPage } from './page-response';
import { renderSupport } from './support-page';

const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

const text = (req: Request, name: string) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** A validation failure in the words of the form, not of the API. */
function formMessage(error: AppError): string {
  if (error.code !== 'VALIDATION_ERROR' || !error.details?.length) return error.message;
  return error.details.map((detail) => detail.message).join(' ');
}

/**
 * The order's support page under the hosted checkout (docs/support.md): the buyer opens and
 * answers tickets, leaves their review and confirms an escrow. Each form posts, then redirects
 * back to the page (post/redirect/get), or shows the page again with the reason it failed.
 */
export function supportRoutes(clients: ServiceClients): Router {
  const router = Router();
  const call = pageCaller(clients, 'billing');
  const show = async (
    res: Response,
    uniqid: string,
    status: number,
    error: string | null,
    notice: string | null,
  ) => {
    const view = await call(res, buyerSupportViewSchema, 'query', 'buyerSupport.view', { uniqid });
    sendPage(res, status, renderSupport(view, error, notice));
  };
  const page = (uniqid: string) => `/checkout/${encodeURIComponent(uniqid)}/support`;

  /** Runs one buyer action; known refusals re-render the page with status 400. */
  const act = <T>(
    procedure: string,
    schema: z.ZodType<T>,
    input: (req: Request) => Record<string, unknown>,
    done: (result: T) => string,
  ) =>
    asPage(async (req, res) => {
      const uniqid = String(req.params.uniqid);
      try {
        const result = await call(res, schema, 'mutation', procedure, { uniqid, ...input(req) });
        res.redirect(303, `${page(uniqid)}?done=${encodeURIComponent(done(result))}`);
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500 || appError.code.endsWith('NOT_FOUND')) throw error;
        await show(res, uniqid, 400, formMessage(appError), null);
      }
    });

  const NOTICES: Record<string, string> = {
    ticket: 'Your ticket was sent to the shop.',
    reply: 'Your reply was sent.',
    review: 'Thank you for your review.',
    escrow: 'Thank you: the payment was released to the shop.',
  };

  router.get(
    '/checkout/:uniqid/support',
    asPage(async (req, res) => {
      const done = typeof req.query.done === 'string' ? (NOTICES[req.query.done] ?? null) : null;
      await show(res, String(req.params.uniqid), 200, null, done);
    }),
  );

  router.post(
    '/checkout/:uniqid/support/tickets',
    form,
    act(
      'buyerSupport.openTicket',
      ticketSchema,
      (req) => ({ email: text(req, 'email'), title: text(req, 'title'), message: text(req, 'message') }),
      () => 'ticket',
    ),
  );

  router.post(
    '/checkout/:uniqid/support/tickets/:ticketId/reply',
    form,
    act(
      'buyerSupport.reply',
      ticketSchema,
      (req) => ({
        ticket_id: String(req.params.ticketId),
        email: text(req, 'email'),
        message: text(req, 'message'),
      }),
      () => 'reply',
    ),
  );

  router.post(
    '/checkout/:uniqid/support/review',
    form,
    act(
      'buyerSupport.review',
      reviewSchema,
      (req) => {
        const score = Number(text(req, 'score'));
        if (!Number.isInteger(score)) throw new AppError('BAD_REQUEST', 'Choose 1 to 5 stars.');
        return { email: text(req, 'email'), score, message: text(req, 'message') };
      },
      () => 'review',
    ),
  );

  router.post(
    '/checkout/:uniqid/support/escrow/confirm',
    form,
    act(
      'buyerSupport.confirmEscrow',
      escrowSchema,
      (req) => ({ email: text(req, 'email') }),
      () => 'escrow',
    ),
  );

  return router;
}
