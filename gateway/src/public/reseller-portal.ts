import {
  createdResellerKeySchema,
  PORTAL_SESSION_COOKIE,
  portalInvitationSchema,
  portalSessionSchema,
  portalViewSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { ServiceClients } from '../upstream/clients';
import { readCookie, sessionCookie } from './cookies';
import { asPage, sendPage, pageCaller } from './page-response';
import { renderInvitation, renderPortal } from './reseller-portal-page';

const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
const COOKIE_PATH = '/portal/reseller';
const tokenForm = z.object({ token: z.string().min(16).max(128) });
const csrfForm = z.object({ csrf: z.string().max(128), name: z.string().max(100).optional() });

function formOf(req: Request) {
  const body = csrfForm.safeParse(req.body);
  if (!body.success) throw new AppError('FORBIDDEN', 'This form has expired; reload the page and try again.');
  return body.data;
}

function sessionOf(req: Request): string {
  const session = readCookie(req, PORTAL_SESSION_COOKIE);
  if (session === null) {
    throw new AppError(
      'UNAUTHORIZED',
      'You are not signed in. Open the invitation link the merchant sent you.',
    );
  }
  return session;
}

/**
 * The reseller's customer portal: the invitation link accepts and signs in, then the portal
 * shows the balance and manages Reseller API keys. Server-rendered, no script; the session
 * cookie is HttpOnly, Secure and SameSite=Lax, and every change carries the session's CSRF token.
 */
export function resellerPortalRoutes(clients: ServiceClients): Router {
  const router = Router();
  const call = pageCaller(clients, 'reseller');

  router.get(
    '/portal/reseller/invitations/:id',
    asPage(async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const invitation = await call(res, portalInvitationSchema, 'query', 'portal.invitation', {
        invitation_id: String(req.params.id),
        token,
      });
      sendPage(res, 200, renderInvitation(invitation, token));
    }),
  );

  router.post(
    '/portal/reseller/invitations/:id/accept',
    form,
    asPage(async (req, res) => {
      const body = tokenForm.safeParse(req.body);
      if (!body.success) throw new AppError('NOT_FOUND', 'This invitation link is not valid.');
      const session = await call(res, portalSessionSchema, 'mutation', 'portal.accept', {
        invitation_id: String(req.params.id),
        token: body.data.token,
      });
      const maxAge = session.expires_at - Math.floor(Date.now() / 1000);
      res.setHeader(
        'Set-Cookie',
        sessionCookie(PORTAL_SESSION_COOKIE, session.session_token, COOKIE_PATH, maxAge),
      );
      res.redirect(303, COOKIE_PATH);
    }),
  );

  router.get(
    COOKIE_PATH,
    asPage(async (req, res) => {
      const view = await call(res, portalViewSchema, 'query', 'portal.view', {
        session_token: sessionOf(req),
      });
      sendPage(res, 200, renderPortal(view));
    }),
  );

  router.post(
    `${COOKIE_PATH}/keys`,
    form,
    asPage(async (req, res) => {
      const sessionToken = sessionOf(req);
      const body = formOf(req);
      const created = await call(res, createdResellerKeySchema, 'mutation', 'portal.createKey', {
        session_token: sessionToken,
        csrf: body.csrf,
        ...(body.name ? { name: body.name } : {}),
      });
      const view = await call(res, portalViewSchema, 'query', 'portal.view', { session_token: sessionToken });
      sendPage(res, 201, renderPortal(view, { apiKey: created.api_key }));
    }),
  );

  router.post(
    `${COOKIE_PATH}/keys/:id/revoke`,
    form,
    asPage(async (req, res) => {
      const body = formOf(req);
      await call(res, z.unknown(), 'mutation', 'portal.revokeKey', {
        session_token: sessionOf(req),
        csrf: body.csrf,
        key_id: String(req.params.id),
      });
      res.redirect(303, COOKIE_PATH);
    }),
  );

  return router;
}
