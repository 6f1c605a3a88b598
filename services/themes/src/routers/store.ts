import { isUniqueViolation } from '@shopforge/db/errors';
import {
  addDomainInputSchema,
  additionalDomainSchema,
  type AdditionalDomain,
  mailBrandingSchema,
  storeBrandingSchema,
  type StoreLayout,
  storeLayoutSchema,
  storeLayoutViewSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  generateToken,
  internalProcedure,
  isUuid,
  router,
  shopProcedure,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import { z } from 'zod';
import { settingsOf } from '../db/themes';
import type { ThemesDeps } from '../deps';
import { judgeTxtRecords, verificationRecord } from '../domain/domain-check';

export const DEFAULT_LAYOUT: StoreLayout = {
  navigation: [{ label: 'Home', href: '/' }],
  footer_text: '',
  announcement: null,
};

export const layoutOf = (storefront: { layout: unknown } | null): StoreLayout =>
  storefront?.layout ? storeLayoutSchema.parse(storefront.layout) : DEFAULT_LAYOUT;

interface DomainRow {
  id: string;
  hostname: string;
  verificationToken: string;
  status: string;
  detail: string | null;
  createdAt: Date;
  checkedAt: Date | null;
  verifiedAt: Date | null;
}

function toDomain(row: DomainRow): AdditionalDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: additionalDomainSchema.shape.status.parse(row.status),
    verification: verificationRecord(row.hostname, row.verificationToken),
    detail: row.detail,
    created_at: toUnixSeconds(row.createdAt),
    checked_at: row.checkedAt ? toUnixSeconds(row.checkedAt) : null,
    verified_at: row.verifiedAt ? toUnixSeconds(row.verifiedAt) : null,
  };
}

/** Store settings (`store.read` / `store.write`): branding, layout and additional domains. */
export function storeRouter(deps: ThemesDeps) {
  const { prisma, clock, shops, settings: config } = deps;
  return router({
    branding: shopProcedure.output(storeBrandingSchema).query(async ({ ctx }) => {
      const shop = await shops.describe(ctx.shopId);
      const storefront = await prisma.storefront.findUnique({ where: { shopId: ctx.shopId } });
      const live = storefront?.liveThemeId
        ? await prisma.theme.findUnique({ where: { id: storefront.liveThemeId } })
        : null;
      const domains = await prisma.storeDomain.findMany({
        where: { shopId: ctx.shopId },
        orderBy: { id: 'asc' },
      });
      return {
        shop_name: shop.name,
        storefront_url: `${config.publicBaseUrl}/store/${encodeURIComponent(shop.slug)}`,
        live_theme: live ? { id: live.id, name: live.name, base: live.base } : null,
        settings: live ? settingsOf(live) : null,
        layout: layoutOf(storefront),
        domains: domains.map((row) => ({ hostname: row.hostname, status: toDomain(row).status })),
      };
    }),

    /** For billing's buyer mail: the live theme's primary colour and logo text, if any. */
    mailBranding: internalProcedure
      .input(z.object({ shop_id: z.uuid() }))
      .output(mailBrandingSchema)
      .query(async ({ input }) => {
        const storefront = await prisma.storefront.findUnique({ where: { shopId: input.shop_id } });
        const live = storefront?.liveThemeId
          ? await prisma.theme.findUnique({ where: { id: storefront.liveThemeId } })
          : null;
        const settings = live ? settingsOf(live) : null;
        return { primary_color: settings?.colors.primary ?? null, logo_text: settings?.logo_text || null };
      }),

    /** Replaces the layout as a whole (PUT). */
    setLayout: shopProcedure
      .input(storeLayoutSchema)
      .output(storeLayoutViewSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        await prisma.storefront.upsert({
          where: { shopId: ctx.shopId },
          create: { shopId: ctx.shopId, layout: input, layoutUpdatedAt: now },
          update: { layout: input, layoutUpdatedAt: now },
        });
        return { ...input, updated_at: toUnixSeconds(now) };
      }),

    addDomain: shopProcedure
      .input(addDomainInputSchema)
      .output(additionalDomainSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        try {
          const row = await prisma.storeDomain.create({
            data: {
              id: uuidv7(now.getTime()),
              shopId: ctx.shopId,
              hostname: input.hostname,
              verificationToken: generateToken('', 32),
              status: 'pending',
              createdAt: now,
            },
          });
          return toDomain(row);
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError('VALIDATION_ERROR', 'This host name is already added.', {
              details: [{ field: 'hostname', message: 'Already added to this shop.' }],
            });
          }
          throw error;
        }
      }),

    /** Looks the TXT record up now; a verified domain stays verified. */
    verifyDomain: shopProcedure
      .input(z.object({ id: z.string().max(64) }))
      .output(additionalDomainSchema)
      .query(async ({ ctx, input }) => {
        const row = isUuid(input.id)
          ? await prisma.storeDomain.findFirst({ where: { id: input.id, shopId: ctx.shopId } })
          : null;
        if (!row) throw new AppError('NOT_FOUND', 'Domain not found.');
        if (row.status === 'verified') return toDomain(row);
        const record = verificationRecord(row.hostname, row.verificationToken);
        let check: ReturnType<typeof judgeTxtRecords>;
        try {
          check = judgeTxtRecords(await deps.resolveTxt(record.name), record.value);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          check = {
            status: 'pending',
            detail: `DNS lookup failed (${reason.slice(0, 120)}); try again shortly.`,
          };
        }
        const now = clock.now();
        const updated = await prisma.storeDomain.update({
          where: { id: row.id },
          data: {
            status: check.status,
            detail: check.detail,
            checkedAt: now,
            ...(check.status === 'verified' ? { verifiedAt: now } : {}),
          },
        });
        return toDomain(updated);
      }),
  });
}
