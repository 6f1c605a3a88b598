import { registerCallbackInputSchema, registeredCallbackSchema } from '@shopforge/contracts';
import { internalProcedure, router, sealSecret, uuidv7 } from '@shopforge/service-kit';
import { generateWebhookSecret } from '@shopforge/webhook-signature';
import { z } from 'zod';
import { assertDeliverableUrl } from '../delivery/target';
import type { WebhookDeps } from '../deps';

/**
 * Per-payment callbacks (spec "Signature rules" 5): billing registers a payment's callback URL
 * while creating it and shows the returned secret as the payment's `webhook_secret`. The
 * invoice's order events are then also delivered there, signed with that secret.
 */
export function callbacksRouter(deps: WebhookDeps) {
  const { prisma, clock, settings } = deps;
  return router({
    register: internalProcedure
      .input(registerCallbackInputSchema.extend({ shop_id: z.uuid() }))
      .output(registeredCallbackSchema)
      .mutation(async ({ input }) => {
        const url = await assertDeliverableUrl(input.url, { allowLoopback: settings.allowLoopback });
        const secret = generateWebhookSecret();
        const now = clock.now();
        const sealed = sealSecret(settings.secretKey, secret);
        // Registering again (a retried payment creation) replaces the URL and the secret.
        const row = await prisma.paymentCallback.upsert({
          where: { shopId_invoiceUniqid: { shopId: input.shop_id, invoiceUniqid: input.invoice_uniqid } },
          create: {
            id: uuidv7(now.getTime()),
            shopId: input.shop_id,
            invoiceUniqid: input.invoice_uniqid,
            url,
            secretCiphertext: sealed,
            createdAt: now,
          },
          update: { url, secretCiphertext: sealed },
        });
        return { id: row.id, webhook_secret: secret };
      }),
  });
}
