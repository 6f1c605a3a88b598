import {
  buyerAccessSummarySchema,
  buyerAccessViewSchema,
  type CheckoutView,
  productFileChunkSchema,
  productFileSchema,
  checkoutViewSchema,
  CRYPTO_GATEWAYS,
  completedTestSessionSchema,
  GATEWAY_NAMES,
  mailNotificationsResultSchema,
  paymentLinkViewSchema,
  providerWebhookResultSchema,
  startedCheckoutSchema,
  TEST_PROVIDER_OUTCOMES,
  PROVIDER_SIGNATURE_HEADERS,
  testSessionViewSchema,
} from '@shopforge/contracts';
import { AppError, toAppError } from '@shopforge/errors';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { respond } from '../http/respond';
import { sendFile } from '../http/send-file';
import { requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import type { ServiceClients } from '../upstream/clients';
import { renderAccessSummary, renderAccessView } from './access-page';
import { renderCheckout } from './checkout-page';
import { paymentQrSvg } from './crypto-panel';
import { renderPaymentLink } from './payment-link-page';
import { asPage, sendPage, pageCaller } from './page-response';
import { supportRoutes } from './support-routes';
import { renderTestSession } from './test-provider-page';

const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });
const rawJson = express.text({ type: () => true, limit: '64kb' });

const checkoutQuery = z.object({
  selected_gateway: z.enum(CRYPTO_GATEWAYS).optional().catch(undefined),
  auto_start_gateway: z.string().optional(),
  auto_start_crypto: z.string().optional(),
});
const payForm = z.object({
  gateway: z.enum(GATEWAY_NAMES),
  crypto_gateway: z.enum(CRYPTO_GATEWAYS).optional(),
  // Filled by a provider's script where one runs; compared (hashed) with the shop's blacklist.
  fingerprint: z.string().min(1).max(256).optional(),
});

/** The buyer's address as this process sees it (no proxy is trusted; see docs/blacklist.md). */
const buyerIp = (req: Request): string | undefined => req.ip ?? req.socket.remoteAddress ?? undefined;
const outcomeForm = z.object({ outcome: z.enum(TEST_PROVIDER_OUTCOMES) });

/**
 * The public, buyer-facing surfaces: the hosted checkout, payment links, the built-in test
 * provider's page, provider webhooks and the mail provider's reports. No merchant credential: the invoice UUID in the address is the
 * buyer's capability; provider webhooks are verified by their signature in billing.
 */
export function publicRoutes(clients: ServiceClients): Router {
  const router = Router();
  router.use(supportRoutes(clients));
  const call = pageCaller(clients, 'billing');
  const view = (res: Response, uniqid: string): Promise<CheckoutView> =>
    call(res, checkoutViewSchema, 'query', 'checkout.view', { uniqid });

  router.get(
    '/checkout/:uniqid',
    asPage(async (req, res) => {
      const query = checkoutQuery.parse(req.query);
      const checkout = await view(res, String(req.params.uniqid));
      const pre = {
        cryptoGateway: query.selected_gateway ?? null,
        autoStart: query.auto_start_gateway === '1' && query.auto_start_crypto === '1',
        cryptoQr: checkout.crypto ? await paymentQrSvg(checkout.crypto.uri) : null,
      };
      sendPage(res, 200, renderCheckout(checkout, pre));
    }),
  );

  // A receipt's access link: GET says what it opens, the buyer's POST shows (and records) the goods.
  const accessRef = (req: Request) => ({ token: String(req.params.token).slice(0, 200) });
  router.get(
    '/access/:token',
    asPage(async (req, res) => {
      const summary = await call(
        res,
        buyerAccessSummarySchema,
        'query',
        'buyerAccess.describe',
        accessRef(req),
      );
      sendPage(res, 200, renderAccessSummary(accessRef(req).token, summary));
    }),
  );
  router.post(
    '/access/:token',
    asPage(async (req, res) => {
      const view = await call(res, buyerAccessViewSchema, 'mutation', 'buyerAccess.open', accessRef(req));
      sendPage(res, 200, renderAccessView(accessRef(req).token, view));
    }),
  );
  // A bought file, streamed chunk by chunk; a POST, like the reveal, so no scanner downloads it.
  router.post(
    '/access/:token/files/:lineId',
    asPage(async (req, res) => {
      const ref = { ...accessRef(req), line_id: String(req.params.lineId).slice(0, 64) };
      const file = await call(res, productFileSchema, 'mutation', 'buyerAccess.file', ref);
      await sendFile(res, file, (seq) =>
        call(res, productFileChunkSchema, 'query', 'buyerAccess.fileChunk', {
          ...ref,
          file_id: file.id,
          seq,
        }),
      );
    }),
  );

  router.post(
    '/checkout/:uniqid/pay',
    form,
    asPage(async (req, res) => {
      const uniqid = String(req.params.uniqid);
      const choice = payForm.safeParse(req.body);
      try {
        if (!choice.success) throw new AppError('BAD_REQUEST', 'Choose how to pay.');
        const started = await call(res, startedCheckoutSchema, 'mutation', 'checkout.start', {
          uniqid,
          ...choice.data,
          buyer_ip: buyerIp(req),
        });
        res.redirect(303, started.redirect_url);
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500 || appError.code.endsWith('NOT_FOUND')) throw error;
        const pre = { cryptoGateway: choice.data?.crypto_gateway ?? null, autoStart: false };
        sendPage(res, 400, renderCheckout(await view(res, uniqid), pre, appError.message));
      }
    }),
  );

  router.get(
    '/test-provider/sessions/:id',
    asPage(async (req, res) => {
      const session = await call(res, testSessionViewSchema, 'query', 'testProvider.view', {
        session_id: String(req.params.id),
      });
      sendPage(res, 200, renderTestSession(session));
    }),
  );

  router.post(
    '/test-provider/sessions/:id',
    form,
    asPage(async (req, res) => {
      const outcome = outcomeForm.safeParse(req.body);
      if (!outcome.success) throw new AppError('BAD_REQUEST', 'Choose what the payment does.');
      const done = await call(res, completedTestSessionSchema, 'mutation', 'testProvider.complete', {
        session_id: String(req.params.id),
        outcome: outcome.data.outcome,
      });
      res.redirect(303, done.redirect_url);
    }),
  );

  router.post(
    '/test-provider/sessions/:id/confirm',
    asPage(async (req, res) => {
      const sessionId = String(req.params.id);
      await clients.call(
        'billing',
        'mutation',
        'testProvider.confirm',
        { session_id: sessionId },
        { principal: null, requestId: requestIdOf(res), timing: timingOf(res) },
      );
      res.redirect(303, `/test-provider/sessions/${encodeURIComponent(sessionId)}`);
    }),
  );

  router.get(
    '/pay/:uniqid',
    asPage(async (req, res) => {
      const view = await call(res, paymentLinkViewSchema, 'query', 'paymentLinks.view', {
        uniqid: String(req.params.uniqid),
      });
      sendPage(res, view.active ? 200 : 410, renderPaymentLink(view));
    }),
  );

  router.post(
    '/pay/:uniqid',
    form,
    asPage(async (req, res) => {
      const uniqid = String(req.params.uniqid);
      const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
      try {
        const opened = await call(
          res,
          z.object({ checkout_url: z.string() }),
          'mutation',
          'paymentLinks.open',
          { uniqid, email, buyer_ip: buyerIp(req) },
        );
        res.redirect(303, opened.checkout_url);
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500 || appError.code.endsWith('NOT_FOUND')) throw error;
        const view = await call(res, paymentLinkViewSchema, 'query', 'paymentLinks.view', { uniqid });
        const message =
          appError.code === 'VALIDATION_ERROR' ? 'Enter a valid email address.' : appError.message;
        sendPage(res, view.active ? 400 : 410, renderPaymentLink(view, message));
      }
    }),
  );

  // Provider webhooks answer JSON (providers read status codes, not pages).
  // The test provider signs with the platform's key (`/providers/test/webhook`); a merchant's own
  // provider account with the shop's secret, so its address names the shop.
  router.post(
    ['/providers/:provider/webhook', '/providers/:provider/webhook/:account'],
    rawJson,
    async (req, res, next) => {
      try {
        const provider = String(req.params.provider);
        const signatureHeaders: Record<string, string> = {};
        for (const name of PROVIDER_SIGNATURE_HEADERS[provider] ?? []) {
          const value = req.get(name);
          if (value !== undefined) signatureHeaders[name] = value;
        }
        const result = await call(res, providerWebhookResultSchema, 'mutation', 'providerWebhooks.receive', {
          provider,
          ...(req.params.account === undefined ? {} : { account: String(req.params.account) }),
          body: typeof req.body === 'string' ? req.body : '',
          signature_headers: signatureHeaders,
        });
        await respond(res, 200, result);
      } catch (error) {
        next(error);
      }
    },
  );

  // The platform mail provider's bounce and complaint reports; billing checks the bearer secret.
  router.post('/mail/notifications', rawJson, async (req, res, next) => {
    try {
      const result = await call(res, mailNotificationsResultSchema, 'mutation', 'mailNotifications.receive', {
        body: typeof req.body === 'string' ? req.body : '',
        authorization: req.get('authorization')?.slice(0, 1024),
      });
      await respond(res, 200, result);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
