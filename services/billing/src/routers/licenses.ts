import {
  createLicenseInputSchema,
  deletedLicenseSchema,
  licenseListSchema,
  licenseSchema,
  licenseValidationSchema,
  listLicensesInputSchema,
  type Principal,
  updateLicenseInputSchema,
  validateLicenseInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid, newestFirstPage, router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { z } from 'zod';
import { productOfField } from '../app/product-field';
import { findLicense, toLicense } from '../db/licenses';
import type { BillingDeps } from '../deps';
import { generateLicenseKey, judgeLicense, normalizeLicenseKey } from '../domain/license';

const LIST_BINDING = 'licenses';
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Licenses (docs/licenses.md): issued for paid orders, created, changed, validated. */
export function licensesRouter(deps: BillingDeps) {
  const { prisma, clock, cursors, catalog } = deps;

  /** A list filter's product reference (id or uniqid) of the caller's shop → its id. */
  const productIdOf = async (principal: Principal, ref: string): Promise<string> =>
    (await catalog.product(principal, ref)).id;

  return router({
    create: shopProcedure
      .input(createLicenseInputSchema)
      .output(licenseSchema)
      .mutation(async ({ ctx, input }) => {
        const { id: productId } = await productOfField(
          catalog,
          ctx.principal,
          input.product_id,
          'product_id',
        );
        const now = clock.now();
        const row = await prisma.license.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: ctx.shopId,
            key: generateLicenseKey(),
            productId,
            customerEmail: input.customer_email?.toLowerCase() ?? null,
            hwid: input.hwid ?? null,
            expiresAt: input.expires_at === undefined ? null : fromUnix(input.expires_at),
            createdAt: now,
            updatedAt: now,
          },
        });
        return toLicense(row);
      }),

    list: shopProcedure
      .input(listLicensesInputSchema)
      .output(licenseListSchema)
      .query(async ({ ctx, input }) => {
        const productId = input.product_id ? await productIdOf(ctx.principal, input.product_id) : undefined;
        const binding = `${LIST_BINDING}:${productId ?? ''}:${input.status ?? ''}:${input.customer_email ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.license.findMany({
            where: {
              shopId: ctx.shopId,
              ...(productId ? { productId } : {}),
              ...(input.status ? { status: input.status } : {}),
              ...(input.customer_email ? { customerEmail: input.customer_email.toLowerCase() } : {}),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toLicense), pagination };
      }),

    update: shopProcedure
      .input(updateLicenseInputSchema.extend({ id: z.string().max(64) }))
      .output(licenseSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await findLicense(prisma, ctx.shopId, input.id);
        const row = await prisma.license.update({
          where: { id: found.id },
          data: {
            ...(input.status === undefined ? {} : { status: input.status }),
            ...(input.expires_at === undefined
              ? {}
              : { expiresAt: input.expires_at === null ? null : fromUnix(input.expires_at) }),
            ...(input.hwid === undefined ? {} : { hwid: input.hwid }),
            updatedAt: clock.now(),
          },
        });
        return toLicense(row);
      }),

    delete: shopProcedure
      .input(z.object({ id: z.string().max(64) }))
      .output(deletedLicenseSchema)
      .mutation(async ({ ctx, input }) => {
        const found = await findLicense(prisma, ctx.shopId, input.id);
        await prisma.license.delete({ where: { id: found.id } });
        return { id: found.id, deleted: true as const };
      }),

    /**
     * Checks a key for the merchant's software: malformed → LICENSE_INVALID, unknown →
     * LICENSE_NOT_FOUND, expired → LICENSE_EXPIRED, another device → LICENSE_HWID_MISMATCH.
     * The first hardware id binds, atomically: of two first validations from different
     * devices, one binds and the other mismatches.
     */
    validate: shopProcedure
      .input(validateLicenseInputSchema)
      .output(licenseValidationSchema)
      .mutation(async ({ ctx, input }) => {
        const key = normalizeLicenseKey(input.key);
        if (key === null)
          throw new AppError(
            'LICENSE_INVALID',
            'This is not a license key (expected XXXXX-XXXXX-XXXXX-XXXXX).',
          );
        const license = await prisma.license.findUnique({
          where: { shopId_key: { shopId: ctx.shopId, key } },
        });
        if (!license) throw new AppError('LICENSE_NOT_FOUND', 'No license with this key.');
        const productId =
          input.product_id === undefined
            ? null
            : isUuid(input.product_id)
              ? input.product_id
              : await productIdOf(ctx.principal, input.product_id);
        const now = clock.now();
        const outcome = judgeLicense(license, { productId, hwid: input.hwid ?? null }, now);
        if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
        if (outcome.bind !== null) {
          const bound = await prisma.license.updateMany({
            where: { id: license.id, hwid: null },
            data: { hwid: outcome.bind, lastValidatedAt: now, updatedAt: now },
          });
          if (bound.count === 0) {
            const current = await prisma.license.findUniqueOrThrow({ where: { id: license.id } });
            if (current.hwid !== outcome.bind) {
              throw new AppError('LICENSE_HWID_MISMATCH', 'This license is bound to another device.');
            }
          }
        } else {
          await prisma.license.update({ where: { id: license.id }, data: { lastValidatedAt: now } });
        }
        return {
          valid: true as const,
          license: toLicense(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })),
        };
      }),
  });
}
