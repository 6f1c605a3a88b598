import {
  endedPreviewSchema,
  themeDocumentJsonSchemaSchema,
  createThemeInputSchema,
  CURRENT_THEME_BASES,
  idSchema,
  previewSessionSchema,
  publishedThemeSchema,
  publishThemeInputSchema,
  saveThemeDocumentInputSchema,
  THEME_EXPORT_FORMAT,
  themeBaseSchema,
  themeDocumentSchema,
  themeDocumentViewSchema,
  themeDraftViewSchema,
  themeExportSchema,
  themeListSchema,
  themeNameSchema,
  themeRefSchema,
  themeSchema,
  themeSettingsPatchSchema,
  themeSettingsViewSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import {
  generateToken,
  hashToken,
  router,
  shopProcedure,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { z } from 'zod';
import { insertTheme } from '../app/create-theme';
import { findTheme, revisionOf, settingsOf } from '../db/themes';
import type { ThemesDeps } from '../deps';
import { isCurrentBase, isRetiredBase, starterDocument, starterSettings } from '../domain/bases';
import { toTheme } from '../domain/records';
import { assertRevision } from '../domain/revision';
import { THEME_DOCUMENT_JSON_SCHEMA } from '../domain/document-json-schema';

const liveThemeOf = async (deps: ThemesDeps, shopId: string) =>
  (await deps.prisma.storefront.findUnique({ where: { shopId } }))?.liveThemeId ?? null;

/** Themes, their settings and documents with revisions, previews, export and import. */
export function themesRouter(deps: ThemesDeps) {
  const { prisma, clock, shops, settings: config } = deps;

  return router({
    list: shopProcedure.output(themeListSchema).query(async ({ ctx }) => {
      const rows = await prisma.theme.findMany({ where: { shopId: ctx.shopId }, orderBy: { id: 'asc' } });
      const live = await liveThemeOf(deps, ctx.shopId);
      return { data: rows.map((row) => toTheme(row, live)) };
    }),

    create: shopProcedure
      .input(createThemeInputSchema)
      .output(themeSchema)
      .mutation(async ({ ctx, input }) => {
        if (isRetiredBase(input.base)) {
          throw new AppError(
            'VALIDATION_ERROR',
            `The "${input.base}" base is retired: new themes cannot use it.`,
            {
              details: [
                {
                  field: 'base',
                  message: `"${input.base}" is retired. Use one of: ${CURRENT_THEME_BASES.join(', ')}. Existing ${input.base} themes keep rendering and can still be exported and imported.`,
                },
              ],
            },
          );
        }
        if (!isCurrentBase(input.base)) {
          throw new AppError('VALIDATION_ERROR', 'Unknown theme base.', {
            details: [{ field: 'base', message: `Use one of: ${CURRENT_THEME_BASES.join(', ')}.` }],
          });
        }
        const shop = await shops.describe(ctx.shopId);
        const { theme, liveThemeId } = await insertTheme(prisma, {
          shopId: ctx.shopId,
          name: input.name,
          base: input.base,
          settings: starterSettings(input.base, shop.name),
          document: starterDocument(input.base, shop.name),
          now: clock.now(),
        });
        return toTheme(theme, liveThemeId);
      }),

    getSettings: shopProcedure
      .input(themeRefSchema)
      .output(themeSettingsViewSchema)
      .query(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        return {
          theme_id: theme.id,
          settings: settingsOf(theme),
          updated_at: toUnixSeconds(theme.updatedAt),
        };
      }),

    /** Only the members present change; the result is checked whole before it is stored. */
    updateSettings: shopProcedure
      .input(themeSettingsPatchSchema.extend(themeRefSchema.shape))
      .output(themeSettingsViewSchema)
      .mutation(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const current = settingsOf(theme);
        const next = {
          colors: { ...current.colors, ...input.colors },
          typography: { ...current.typography, ...input.typography },
          logo_text: input.logo_text ?? current.logo_text,
        };
        const now = clock.now();
        const row = await prisma.theme.update({
          where: { id: theme.id },
          data: { settings: next, updatedAt: now },
        });
        return { theme_id: row.id, settings: settingsOf(row), updated_at: toUnixSeconds(row.updatedAt) };
      }),

    published: shopProcedure
      .input(themeRefSchema)
      .output(themeDocumentViewSchema)
      .query(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        if (theme.publishedRevision === null)
          throw new AppError('NOT_FOUND', 'This theme has no published document.');
        const row = await revisionOf(prisma, theme.id, theme.publishedRevision);
        return {
          theme_id: theme.id,
          revision: row.revision,
          document: row.document,
          saved_at: toUnixSeconds(row.createdAt),
        };
      }),

    draft: shopProcedure
      .input(themeRefSchema)
      .output(themeDraftViewSchema)
      .query(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const row = await revisionOf(prisma, theme.id, theme.draftRevision);
        return {
          theme_id: theme.id,
          revision: row.revision,
          document: row.document,
          saved_at: toUnixSeconds(row.createdAt),
          published_revision: theme.publishedRevision,
        };
      }),

    schema: shopProcedure
      .input(themeRefSchema)
      .output(themeDocumentJsonSchemaSchema)
      .query(async ({ ctx, input }) => {
        await findTheme(prisma, ctx.shopId, input.id);
        return THEME_DOCUMENT_JSON_SCHEMA;
      }),

    /** A save names the draft revision it started from; a stale one changes nothing. */
    save: shopProcedure
      .input(saveThemeDocumentInputSchema.extend(themeRefSchema.shape))
      .output(themeDocumentViewSchema)
      .mutation(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const parsed = themeDocumentSchema.safeParse(input.document);
        if (!parsed.success) throw validationError(parsed.error.issues, 'document');
        const now = clock.now();
        const revision = input.expected_revision + 1;
        await prisma.$transaction(async (tx) => {
          // The conditional update is the lock: of two saves from one revision, one matches.
          const moved = await tx.theme.updateMany({
            where: { id: theme.id, draftRevision: input.expected_revision },
            data: { draftRevision: revision, updatedAt: now },
          });
          if (moved.count === 0) {
            const current = await tx.theme.findUniqueOrThrow({ where: { id: theme.id } });
            assertRevision(current.draftRevision, input.expected_revision, 'save');
          }
          await tx.themeRevision.create({
            data: { themeId: theme.id, revision, document: parsed.data, createdAt: now },
          });
        });
        return { theme_id: theme.id, revision, document: parsed.data, saved_at: toUnixSeconds(now) };
      }),

    /** Publishes the draft revision the caller saw, and makes the theme the storefront's. */
    publish: shopProcedure
      .input(publishThemeInputSchema.extend(themeRefSchema.shape))
      .output(publishedThemeSchema)
      .mutation(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const now = clock.now();
        await prisma.$transaction(async (tx) => {
          const moved = await tx.theme.updateMany({
            where: { id: theme.id, draftRevision: input.expected_revision },
            data: { publishedRevision: input.expected_revision, publishedAt: now, updatedAt: now },
          });
          if (moved.count === 0) {
            const current = await tx.theme.findUniqueOrThrow({ where: { id: theme.id } });
            assertRevision(current.draftRevision, input.expected_revision, 'publish');
          }
          await tx.storefront.upsert({
            where: { shopId: ctx.shopId },
            create: { shopId: ctx.shopId, liveThemeId: theme.id },
            update: { liveThemeId: theme.id },
          });
        });
        return {
          theme_id: theme.id,
          revision: input.expected_revision,
          published_at: toUnixSeconds(now),
          live: true as const,
        };
      }),

    createPreview: shopProcedure
      .input(themeRefSchema)
      .output(previewSessionSchema)
      .mutation(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const shop = await shops.describe(ctx.shopId);
        const now = clock.now();
        const token = generateToken('', 40);
        const expiresAt = new Date(now.getTime() + config.previewTtlMs);
        const session = await prisma.previewSession.create({
          data: {
            id: uuidv7(now.getTime()),
            themeId: theme.id,
            shopId: ctx.shopId,
            tokenHash: hashToken(token),
            createdAt: now,
            expiresAt,
          },
        });
        return {
          id: session.id,
          theme_id: theme.id,
          url: `${config.publicBaseUrl}/store/${encodeURIComponent(shop.slug)}/preview/${token}`,
          expires_at: toUnixSeconds(expiresAt),
        };
      }),

    endPreview: shopProcedure
      .input(themeRefSchema.extend({ sessionId: z.string().max(64) }))
      .output(endedPreviewSchema)
      .mutation(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const session = idSchema.safeParse(input.sessionId).success
          ? await prisma.previewSession.findFirst({ where: { id: input.sessionId, themeId: theme.id } })
          : null;
        if (!session) throw new AppError('NOT_FOUND', 'Preview session not found.');
        const endedAt = session.endedAt ?? clock.now();
        if (!session.endedAt)
          await prisma.previewSession.update({ where: { id: session.id }, data: { endedAt } });
        return { id: session.id, ended_at: toUnixSeconds(endedAt) };
      }),

    /** The theme as one JSON file: its base, settings and current draft. */
    export: shopProcedure
      .input(themeRefSchema)
      .output(themeExportSchema)
      .query(async ({ ctx, input }) => {
        const theme = await findTheme(prisma, ctx.shopId, input.id);
        const draft = await revisionOf(prisma, theme.id, theme.draftRevision);
        return {
          format: THEME_EXPORT_FORMAT,
          format_version: 1 as const,
          name: theme.name,
          base: themeBaseSchema.parse(theme.base),
          settings: settingsOf(theme),
          document: draft.document,
          exported_at: toUnixSeconds(clock.now()),
        };
      }),

    /** Recreates an exported theme in the caller's shop; a retired base is accepted here. */
    import: shopProcedure
      .input(z.object({ theme: z.unknown(), name: themeNameSchema.optional() }))
      .output(themeSchema)
      .mutation(async ({ ctx, input }) => {
        const parsed = themeExportSchema.safeParse(input.theme);
        if (!parsed.success) throw validationError(parsed.error.issues, 'theme');
        const { theme, liveThemeId } = await insertTheme(prisma, {
          shopId: ctx.shopId,
          name: input.name ?? parsed.data.name,
          base: parsed.data.base,
          settings: parsed.data.settings,
          document: parsed.data.document,
          now: clock.now(),
        });
        return toTheme(theme, liveThemeId);
      }),
  });
}
