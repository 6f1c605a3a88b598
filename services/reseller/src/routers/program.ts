import {
  invitedResellerSchema,
  inviteResellerInputSchema,
  listResellersInputSchema,
  resellerListSchema,
  resellerProgramSchema,
  resellerSchema,
  updateResellerProcedureInputSchema,
  updateResellerProgramInputSchema,
} from '@shopforge/contracts';
import { validationError } from '@shopforge/errors';
import { announceCredentialChange } from '@shopforge/events';
import {
  generateToken,
  hashToken,
  newestFirstPage,
  router,
  shopProcedure,
  uuidv7,
} from '@shopforge/service-kit';
import { emitResellerEvent } from '../db/outbox';
import { findRelationship } from '../db/relationships';
import type { ResellerDeps } from '../deps';
import { unknownPricedVariants } from '../domain/access-variants';
import { invitationRecord, programRecord, resellerRecord } from '../domain/records';

const LIST_BINDING = 'resellers';

/** Program administration on the Developer API (spec "Reseller program administration"). */
export function programRouter(deps: ResellerDeps) {
  const { prisma, clock, cursors, products, catalog, signals } = deps;
  const program = async (shopId: string) =>
    programRecord(shopId, await prisma.resellerProgram.findUnique({ where: { shopId } }));

  return router({
    get: shopProcedure.output(resellerProgramSchema).query(({ ctx }) => program(ctx.shopId)),

    update: shopProcedure
      .input(updateResellerProgramInputSchema)
      .output(resellerProgramSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const data = {
          ...(input.is_enabled !== undefined ? { isEnabled: input.is_enabled } : {}),
          ...(input.default_mode !== undefined ? { defaultMode: input.default_mode } : {}),
          ...(input.default_commission_percent !== undefined
            ? { defaultCommissionPercent: input.default_commission_percent.toFixed(2) }
            : {}),
          ...(input.default_wholesale_discount_percent !== undefined
            ? { defaultWholesaleDiscountPercent: input.default_wholesale_discount_percent.toFixed(2) }
            : {}),
          ...(input.min_payout_threshold !== undefined
            ? { minPayoutThreshold: input.min_payout_threshold.toFixed(2) }
            : {}),
          updatedAt: now,
        };
        await prisma.$transaction(async (tx) => {
          await tx.resellerProgram.upsert({
            where: { shopId: ctx.shopId },
            create: { shopId: ctx.shopId, ...data },
            update: data,
          });
          // The base tier's discount is the program's default wholesale discount.
          if (data.defaultWholesaleDiscountPercent !== undefined) {
            await tx.resellerTier.updateMany({
              where: { shopId: ctx.shopId, rank: 0 },
              data: { discountPercent: data.defaultWholesaleDiscountPercent, updatedAt: now },
            });
          }
        });
        // Reseller keys of this shop are refused or allowed with the program: gateways forget them.
        if (input.is_enabled !== undefined) {
          await announceCredentialChange(signals, ctx.shopId, 'reseller_program_changed');
        }
        return program(ctx.shopId);
      }),

    /**
     * Invites a reseller: the access list names the shop's products (checked with the catalog,
     * as the merchant); terms not given fall back to the program's defaults when accepted.
     */
    invite: shopProcedure
      .input(inviteResellerInputSchema)
      .output(invitedResellerSchema)
      .mutation(async ({ ctx, input }) => {
        const access = input.product_access ?? [];
        const resolved = await Promise.all(
          access.map((entry) => products.resolve(ctx.principal, entry.product_id)),
        );
        const missing = resolved.flatMap((id, index) =>
          id === null
            ? [{ path: ['product_access', index, 'product_id'], message: 'No such product in this shop.' }]
            : [],
        );
        // Variant prices name variants: read the products they belong to, only when there are some.
        const priced = resolved.filter(
          (id, index): id is string => id !== null && (access[index]?.variant_prices?.length ?? 0) > 0,
        );
        const known = priced.length > 0 ? await catalog.lookup(ctx.shopId, priced) : [];
        const problems = [...missing, ...unknownPricedVariants(access, resolved, known)];
        if (problems.length > 0) throw validationError(problems);
        const settings = await program(ctx.shopId);
        const now = clock.now();
        const id = uuidv7(now.getTime());
        const linkToken = generateToken('', 40);
        const row = await prisma.$transaction(async (tx) => {
          const created = await tx.resellerInvitation.create({
            data: {
              id,
              shopId: ctx.shopId,
              email: input.email.toLowerCase(),
              currency: ctx.principal.currency,
              mode: input.mode ?? settings.default_mode,
              customCommissionPercent: input.custom_commission_percent?.toFixed(2) ?? null,
              purchaseLimitDaily: input.purchase_limit_daily?.toFixed(2) ?? null,
              productAccess: access.map((entry, index) => ({
                product_id: resolved[index] ?? entry.product_id,
                commission_percent_override: entry.commission_percent_override ?? null,
                max_quantity: entry.max_quantity ?? null,
                wholesale_price: entry.wholesale_price ?? null,
                variant_prices: entry.variant_prices ?? [],
              })),
              status: 'PENDING',
              acceptTokenHash: hashToken(linkToken),
              createdAt: now,
            },
          });
          await emitResellerEvent(
            tx,
            'reseller:invited',
            {
              shopId: ctx.shopId,
              resellerId: id,
              email: created.email,
              objectId: id,
              objectType: 'invitation',
              status: 'PENDING',
            },
            now,
          );
          return created;
        });
        return {
          invitation: invitationRecord(row),
          accept_url: `${deps.settings.publicBaseUrl}/portal/reseller/invitations/${id}?token=${linkToken}`,
        };
      }),

    /** Status (ACTIVE, SUSPENDED, DISABLED), tier and terms; another shop's reseller is 404. */
    updateReseller: shopProcedure
      .input(updateResellerProcedureInputSchema)
      .output(resellerSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        if (input.tier_id !== undefined) {
          const tier = await prisma.resellerTier.findFirst({
            where: { id: input.tier_id, shopId: ctx.shopId },
          });
          if (!tier) throw validationError([{ path: ['tier_id'], message: 'No such tier in this shop.' }]);
        }
        const row = await prisma.resellerRelationship.update({
          where: { id: existing.id },
          data: {
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.tier_id !== undefined ? { tierId: input.tier_id } : {}),
            ...(input.custom_commission_percent !== undefined
              ? { commissionPercent: input.custom_commission_percent?.toFixed(2) ?? null }
              : {}),
            ...(input.purchase_limit_daily !== undefined
              ? { purchaseLimitDaily: input.purchase_limit_daily?.toFixed(2) ?? null }
              : {}),
            updatedAt: clock.now(),
          },
        });
        if (input.status !== undefined && input.status !== existing.status) {
          await announceCredentialChange(signals, ctx.shopId, 'reseller_status_changed');
        }
        return resellerRecord(row, await program(ctx.shopId));
      }),

    list: shopProcedure
      .input(listResellersInputSchema)
      .output(resellerListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, LIST_BINDING, (below, take) =>
          prisma.resellerRelationship.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        const settings = await program(ctx.shopId);
        return { data: items.map((row) => resellerRecord(row, settings)), pagination };
      }),
  });
}
