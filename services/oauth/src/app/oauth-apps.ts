import type { CreatedOauthApp, OauthApp, OauthInstallation, Scope } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import { isUuid, uuidv7 } from '@shopforge/service-kit';
import { findAppOrThrow, newClientId, newClientSecret } from '../db/oauth-apps';
import { type Actor, recordSecurityEvent } from '../db/security-events';
import { revokeFamilies } from '../db/tokens';
import type { Tx } from '../db/tx';
import type { OauthDeps } from '../deps';
import { toInstallation, toOauthApp } from '../domain/oauth-records';
import { type Authority, assertHolds } from './authority';

type AppDeps = Pick<OauthDeps, 'prisma' | 'clock' | 'signals'>;

const appSubject = (app: { clientId: string }) => ({ type: 'oauth_app', id: app.clientId });

interface AppSettings {
  shopId: string;
  clientId: string;
  name: string;
  scopes: string[];
  redirectUris: string[];
}

/** A registration or an edit on the trail, with what the app now is: name, scopes, redirect URIs. */
function recordAppSettings(
  tx: Tx,
  type: 'oauth_app.created' | 'oauth_app.updated',
  app: AppSettings,
  actor: Actor,
  now: Date,
) {
  return recordSecurityEvent(tx, {
    shopId: app.shopId,
    type,
    actor,
    subject: appSubject(app),
    details: { name: app.name, scopes: app.scopes, redirect_uris: app.redirectUris },
    now,
  });
}

/**
 * The app `clientId`, registered by `shopId` when one is given (a merchant's call: another shop's
 * app is not found); any shop's for the operator.
 */
async function ownedApp(deps: AppDeps, clientId: string, shopId: string | null) {
  const app = await findAppOrThrow(deps.prisma, clientId);
  if (shopId !== null && app.shopId !== shopId) throw new AppError('NOT_FOUND', 'OAuth app not found.');
  return app;
}

export interface NewApp {
  name: string;
  redirect_uris: string[];
  scopes: Scope[];
  client_type: 'confidential' | 'public';
}

/** A new app of the shop; a confidential app's secret is answered here only (its hash is kept). */
export async function registerApp(
  deps: AppDeps,
  shopId: string,
  actor: Actor,
  authority: Authority,
  input: NewApp,
): Promise<CreatedOauthApp> {
  assertHolds(authority, input.scopes, 'The app would ask for');
  const now = deps.clock.now();
  const secret = input.client_type === 'confidential' ? newClientSecret() : null;
  const row = await deps.prisma.$transaction(async (tx) => {
    const app = await tx.oauthApp.create({
      data: {
        id: uuidv7(now.getTime()),
        shopId,
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
    await recordAppSettings(tx, 'oauth_app.created', app, actor, now);
    return app;
  });
  return { client_id: row.clientId, client_secret: secret?.secret ?? null, app: toOauthApp(row) };
}

/**
 * New name, redirect URIs or scopes. Installations keep the scopes their member approved; the
 * new scopes are what the next consent asks for. A redirect URI removed stops working at once.
 * Any change (a redirect URI too) needs the app's scopes, before and after, within the caller.
 */
export async function updateApp(
  deps: AppDeps,
  shopId: string,
  actor: Actor,
  authority: Authority,
  clientId: string,
  patch: Partial<Pick<NewApp, 'name' | 'redirect_uris' | 'scopes'>>,
): Promise<OauthApp> {
  const existing = await ownedApp(deps, clientId, shopId);
  assertHolds(authority, [...existing.scopes, ...(patch.scopes ?? [])], 'This app asks, or would ask, for');
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const app = await tx.oauthApp.update({
      where: { id: existing.id },
      data: {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.redirect_uris === undefined ? {} : { redirectUris: patch.redirect_uris }),
        ...(patch.scopes === undefined ? {} : { scopes: patch.scopes }),
        updatedAt: now,
      },
    });
    await recordAppSettings(tx, 'oauth_app.updated', app, actor, now);
    return app;
  });
  return toOauthApp(row);
}

/** A new secret replaces the old at once; tokens already issued keep working. */
export async function rotateAppSecret(
  deps: AppDeps,
  clientId: string,
  shopId: string | null,
  actor: Actor,
  authority: Authority,
): Promise<CreatedOauthApp> {
  const existing = await ownedApp(deps, clientId, shopId);
  assertHolds(authority, existing.scopes, 'This app asks for');
  if (existing.clientType === 'public') {
    throw new AppError('BAD_REQUEST', 'A public app has no client secret to rotate.');
  }
  const now = deps.clock.now();
  const secret = newClientSecret();
  const row = await deps.prisma.$transaction(async (tx) => {
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
      actor,
      subject: appSubject(app),
      details: { secret_prefix: secret.secretPrefix },
      now,
    });
    return app;
  });
  return { client_id: row.clientId, client_secret: secret.secret, app: toOauthApp(row) };
}

/** Deleting an app deletes its codes and tokens everywhere it was installed. */
export async function deleteApp(
  deps: AppDeps,
  clientId: string,
  shopId: string | null,
  actor: Actor,
  authority: Authority,
): Promise<{ deleted: true; client_id: string }> {
  const app = await ownedApp(deps, clientId, shopId);
  assertHolds(authority, app.scopes, 'This app asks for');
  const now = deps.clock.now();
  const installs = await deps.prisma.$transaction(async (tx) => {
    const installs = await tx.oauthInstallation.findMany({ where: { appId: app.id, revokedAt: null } });
    for (const install of installs) {
      await recordSecurityEvent(tx, {
        shopId: install.shopId,
        type: 'oauth_app.uninstalled',
        actor,
        subject: appSubject(app),
        details: { installation_id: install.id, reason: 'app_deleted' },
        now,
      });
    }
    await tx.oauthApp.delete({ where: { id: app.id } });
    await recordSecurityEvent(tx, {
      shopId: app.shopId,
      type: 'oauth_app.deleted',
      actor,
      subject: appSubject(app),
      details: { name: app.name },
      now,
    });
    return installs;
  });
  for (const install of installs) {
    await announceCredentialChange(deps.signals, install.shopId, 'oauth_app_deleted');
  }
  return { deleted: true as const, client_id: app.clientId };
}

/** The apps the shop registered, oldest first. */
export async function listApps(deps: AppDeps, shopId: string): Promise<OauthApp[]> {
  const rows = await deps.prisma.oauthApp.findMany({ where: { shopId }, orderBy: { id: 'asc' } });
  return rows.map(toOauthApp);
}

/** The apps installed on the shop (whoever registered them), with who approved each. */
export async function listInstallations(deps: AppDeps, shopId: string): Promise<OauthInstallation[]> {
  const rows = await deps.prisma.oauthInstallation.findMany({
    where: { shopId },
    include: { app: true, _count: { select: { families: { where: { revokedAt: null } } } } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => toInstallation(row, row._count.families));
}

/**
 * Uninstalls: every token the app holds on the shop stops working on the next request. The
 * scopes the installation was granted must lie within the caller.
 */
export async function revokeInstallation(
  deps: AppDeps,
  shopId: string,
  installationId: string,
  actor: Actor,
  authority: Authority,
): Promise<OauthInstallation> {
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const install = isUuid(installationId)
      ? await tx.oauthInstallation.findFirst({
          where: { id: installationId.toLowerCase(), shopId },
          include: { app: true },
        })
      : null;
    if (!install) throw new AppError('NOT_FOUND', 'Installation not found.');
    assertHolds(authority, install.scopes, 'This installation was granted');
    if (install.revokedAt !== null) return install;
    const families = await revokeFamilies(tx, { installationId: install.id }, 'uninstalled', now);
    await recordSecurityEvent(tx, {
      shopId: install.shopId,
      type: 'oauth_app.uninstalled',
      actor,
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
  await announceCredentialChange(deps.signals, row.shopId, 'oauth_app_uninstalled');
  return toInstallation(row, 0);
}
