import {
  createdOauthAppSchema,
  createOauthAppInputSchema,
  idSchema,
  oauthAppRefSchema,
  oauthAppSchema,
  oauthInstallationSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { z } from 'zod';
import { findAppOrThrow, newClientId, newClientSecret } from '../db/oauth-apps';
import { OPERATOR, recordSecurityEvent } from '../db/security-events';
import { findShopOrThrow } from '../db/shops';
import { revokeFamilies } from '../db/tokens';
import { announceCredentialChange } from '@shopforge/events';
import type { OauthDeps } from '../deps';
import { toInstallation, toOauthApp } from '../domain/oauth-records';

const appSubject = (app: { clientId: string }) => ({ type: 'oauth_app', id: app.clientId });

/**
 * OAuth apps and their installations, for the operator CLI (`oauth-app …`). An app belongs to
 * the shop that registered it; a member of any shop may install it through the consent screen.
 */
export function appsRouter({ prisma, clock, signals }: OauthDeps) {
  return router({
    create: operatorProcedure
      .input(createOauthAppInputSchema)
      .output(createdOauthAppSchema)
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const now = clock.now();
        const secret = input.client_type === 'confidential' ? newClientSecret() : null;
        const row = await prisma.$transaction(async (tx) => {
          const app = await tx.oauthApp.create({
            data: {
              id: uuidv7(now.getTime()),
              shopId: input.shop_id,
              name: input.name,
              clientId: newClientId(),
              clientType: input.client_type,
              secretHash: secret?.secretHash ?? null,
              secretPrefix: secret?.secretPrefix ?? null,
              redirectUris: input.redirect_uris,
              scopes: input.scopes,
              createdAt: now,
              updatedAt: now,
            },
          });
          await recordSecurityEvent(tx, {
            shopId: input.shop_id,
            type: 'oauth_app.created',
            actor: OPERATOR,
            subject: appSubject(app),
            details: { name: app.name, scopes: app.scopes, redirect_uris: app.redirectUris },
            now,
          });
          return app;
        });
        return { client_id: row.clientId, client_secret: secret?.secret ?? null, app: toOauthApp(row) };
      }),

    list: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ apps: z.array(oauthAppSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const rows = await prisma.oauthApp.findMany({
          where: { shopId: input.shop_id },
          orderBy: { id: 'asc' },
        });
        return { apps: rows.map(toOauthApp) };
      }),

    /** A new secret replaces the old at once; tokens already issued keep working. */
    rotateSecret: operatorProcedure
      .input(oauthAppRefSchema)
      .output(createdOauthAppSchema)
      .mutation(async ({ input }) => {
        const existing = await findAppOrThrow(prisma, input.client_id);
        if (existing.clientType === 'public') {
          throw new AppError('BAD_REQUEST', 'A public app has no client secret to rotate.');
        }
        const now = clock.now();
        const secret = newClientSecret();
        const row = await prisma.$transaction(async (tx) => {
          const app = await tx.oauthApp.update({
            where: { id: existing.id },
            data: {
              secretHash: secret.secretHash,
              secretPrefix: secret.secretPrefix,
              secretRotatedAt: now,
              updatedAt: now,
            },
          });
          await recordSecurityEvent(tx, {
            shopId: app.shopId,
            type: 'oauth_app.secret_rotated',
            actor: OPERATOR,
            subject: appSubject(app),
            details: { secret_prefix: secret.secretPrefix },
            now,
          });
          return app;
        });
        return { client_id: row.clientId, client_secret: secret.secret, app: toOauthApp(row) };
      }),

    /** Deleting an app deletes its codes and tokens everywhere it was installed. */
    delete: operatorProcedure
      .input(oauthAppRefSchema)
      .output(z.object({ deleted: z.literal(true), client_id: z.string() }))
      .mutation(async ({ input }) => {
        const app = await findAppOrThrow(prisma, input.client_id);
        const now = clock.now();
        const installs = await prisma.$transaction(async (tx) => {
          const installs = await tx.oauthInstallation.findMany({ where: { appId: app.id, revokedAt: null } });
          for (const install of installs) {
            await recordSecurityEvent(tx, {
              shopId: install.shopId,
              type: 'oauth_app.uninstalled',
              actor: OPERATOR,
              subject: appSubject(app),
              details: { installation_id: install.id, reason: 'app_deleted' },
              now,
            });
          }
          await tx.oauthApp.delete({ where: { id: app.id } });
          await recordSecurityEvent(tx, {
            shopId: app.shopId,
            type: 'oauth_app.deleted',
            actor: OPERATOR,
            subject: appSubject(app),
            details: { name: app.name },
            now,
          });
          return installs;
        });
        for (const install of installs) {
          await announceCredentialChange(signals, install.shopId, 'oauth_app_deleted');
        }
        return { deleted: true as const, client_id: app.clientId };
      }),

    /** The apps installed on a shop (whoever registered them). */
    installs: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ installs: z.array(oauthInstallationSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const rows = await prisma.oauthInstallation.findMany({
          where: { shopId: input.shop_id },
          include: { app: true, _count: { select: { families: { where: { revokedAt: null } } } } },
          orderBy: { id: 'asc' },
        });
        return { installs: rows.map((row) => toInstallation(row, row._count.families)) };
      }),

    /** Uninstalls: every token the app holds on the shop stops working on the next request. */
    revokeInstall: operatorProcedure
      .input(z.object({ shop_id: idSchema, installation_id: idSchema }))
      .output(z.object({ installation: oauthInstallationSchema }))
      .mutation(async ({ input }) => {
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const install = await tx.oauthInstallation.findFirst({
            where: { id: input.installation_id, shopId: input.shop_id },
            include: { app: true },
          });
          if (!install) throw new AppError('NOT_FOUND', 'Installation not found.');
          if (install.revokedAt !== null) return install;
          const families = await revokeFamilies(tx, { installationId: install.id }, 'uninstalled', now);
          await recordSecurityEvent(tx, {
            shopId: install.shopId,
            type: 'oauth_app.uninstalled',
            actor: OPERATOR,
            subject: appSubject(install.app),
            details: { installation_id: install.id, revoked_token_families: families.length },
            now,
          });
          return tx.oauthInstallation.update({
            where: { id: install.id },
            data: { revokedAt: now, updatedAt: now },
            include: { app: true },
          });
        });
        await announceCredentialChange(signals, row.shopId, 'oauth_app_uninstalled');
        return { installation: toInstallation(row, 0) };
      }),
  });
}
