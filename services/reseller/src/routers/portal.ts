import {
  createdResellerKeySchema,
  invitationLinkInputSchema,
  portalCreateKeyInputSchema,
  portalInvitationSchema,
  portalRevokeKeyInputSchema,
  portalSessionInputSchema,
  portalSessionSchema,
  portalViewSchema,
  resellerKeySchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  csrfMatches,
  csrfTokenFor,
  generateToken,
  hashToken,
  internalProcedure,
  router,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { acceptInvitation, invitationByLink } from '../app/invitations';
import { keyRecord } from '../db/keys';
import type { ResellerDeps } from '../deps';
import { productAccessOf } from '../domain/records';

/** A portal session lasts a working day; the invitation link starts a new one. */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The reseller's customer portal, called by the gateway's server-rendered pages. The invitation
 * link (its secret) accepts and signs in; the session cookie then manages keys. Only hashes of
 * link secrets, session tokens and keys are stored.
 */
export function portalRouter(deps: ResellerDeps) {
  const { prisma, clock, keys, shops, ledger } = deps;

  const session = async (sessionToken: string) => {
    const row = await prisma.resellerPortalSession.findUnique({
      where: { tokenHash: hashToken(sessionToken) },
    });
    if (!row || row.expiresAt <= clock.now())
      throw new AppError('UNAUTHORIZED', 'Your portal session has ended; open your invitation link again.');
    return prisma.resellerRelationship.findUniqueOrThrow({ where: { id: row.relationshipId } });
  };
  const checkCsrf = (sessionToken: string, csrf: string) => {
    if (!csrfMatches(sessionToken, csrf)) {
      throw new AppError('FORBIDDEN', 'This form has expired; reload the page and try again.');
    }
  };

  return router({
    invitation: internalProcedure
      .input(invitationLinkInputSchema)
      .output(portalInvitationSchema)
      .query(async ({ input }) => {
        const invitation = await invitationByLink(prisma, input.invitation_id, input.token);
        const shop = await shops.describe(invitation.shopId);
        return {
          invitation_id: invitation.id,
          shop_name: shop.name,
          email: invitation.email,
          mode: invitation.mode,
          currency: invitation.currency,
          product_count: productAccessOf(invitation.productAccess).length,
          status: invitation.status as 'PENDING' | 'ACCEPTED',
        };
      }),

    /** Accepts (once) and signs the reseller in; an accepted invitation's link signs in again. */
    accept: internalProcedure
      .input(invitationLinkInputSchema)
      .output(portalSessionSchema)
      .mutation(async ({ input }) => {
        await invitationByLink(prisma, input.invitation_id, input.token);
        const relationship = await acceptInvitation(deps, input.invitation_id);
        const now = clock.now();
        const sessionToken = generateToken('', 48);
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await prisma.resellerPortalSession.create({
          data: {
            id: uuidv7(now.getTime()),
            relationshipId: relationship.id,
            tokenHash: hashToken(sessionToken),
            createdAt: now,
            expiresAt,
          },
        });
        return { session_token: sessionToken, expires_at: toUnixSeconds(expiresAt) };
      }),

    view: internalProcedure
      .input(portalSessionInputSchema)
      .output(portalViewSchema)
      .query(async ({ input }) => {
        const relationship = await session(input.session_token);
        const [shop, balance, rows] = await Promise.all([
          shops.describe(relationship.shopId),
          ledger.balance(relationship.id),
          keys.list(relationship.id),
        ]);
        return {
          reseller: { id: relationship.id, email: relationship.email, status: relationship.status },
          shop_name: shop.name,
          balance,
          keys: rows.map(keyRecord),
          csrf: csrfTokenFor(input.session_token),
        };
      }),

    createKey: internalProcedure
      .input(portalCreateKeyInputSchema)
      .output(createdResellerKeySchema)
      .mutation(async ({ input }) => {
        const relationship = await session(input.session_token);
        checkCsrf(input.session_token, input.csrf);
        const { apiKey, row } = await keys.create(relationship.id, input.name || null);
        return { api_key: apiKey, key: keyRecord(row) };
      }),

    revokeKey: internalProcedure
      .input(portalRevokeKeyInputSchema)
      .output(resellerKeySchema)
      .mutation(async ({ input }) => {
        const relationship = await session(input.session_token);
        checkCsrf(input.session_token, input.csrf);
        return keyRecord(await keys.revoke(relationship.id, input.key_id));
      }),
  });
}
