import { z } from 'zod';
import { INVOICE_STATUSES } from '../events/invoice-payload';
import { CRYPTO_GATEWAYS, GATEWAY_NAMES } from './gateways';

/**
 * What the hosted checkout page shows (rendered by the gateway, data from billing). The
 * page's address is a capability: its invoice UUID is unguessable, as with hosted checkouts
 * elsewhere, so it needs no login.
 */
/** One line's goods as a buyer sees them. */
export const deliveryViewSchema = z.object({
  title: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  keys: z.array(z.string()),
  text: z.string().nullable(),
});

export const checkoutViewSchema = z.object({
  uniqid: z.string(),
  title: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payable: z.boolean(),
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  lines: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string().nullable(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  gateways: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      kind: z.enum(['hosted', 'crypto', 'manual']),
      /** The coins a crypto gateway takes here (CRYPTO: the shop's wallets); empty otherwise. */
      coins: z.array(z.string()),
    }),
  ),
  crypto_gateways: z.array(z.string()),
  /** The native crypto attempt in progress: where to send what, and how far it got. */
  crypto: z
    .object({
      coin: z.string(),
      address: z.string(),
      /** Exact amounts in whole coins, as decimal text (never rounded for display). */
      amount: z.string(),
      received: z.string(),
      /** BIP21 / EIP-681 link, also what the QR code holds. */
      uri: z.string(),
      confirmations: z.number().int(),
      confirmations_needed: z.number().int(),
    })
    .nullable(),
  forced_gateway: z.string().nullable(),
  /** Delivered goods, shown to the buyer once paid: the page's address is the buyer's receipt. */
  deliveries: z.array(deliveryViewSchema),
  return_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  message: z.string().nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const checkoutRefSchema = z.object({ uniqid: z.string().min(1).max(64) });

export const startCheckoutInputSchema = z.strictObject({
  uniqid: z.string().min(1).max(64),
  gateway: z.enum(GATEWAY_NAMES),
  crypto_gateway: z.enum(CRYPTO_GATEWAYS).optional(),
  /** The buyer's address as the gateway saw it, checked against the shop's blacklist. */
  buyer_ip: z.string().max(64).optional(),
  /** A payment fingerprint the provider's script reported (hashed before it is compared). */
  fingerprint: z.string().min(1).max(256).optional(),
});
export const startedCheckoutSchema = z.object({ redirect_url: z.string() });

/** The simulated provider's own pages (a real provider hosts these on its side). */
/** `underpay` (crypto sessions only) sends part of what is left, as a buyer short of coins would. */
export const TEST_PROVIDER_OUTCOMES = ['succeed', 'fail', 'cancel', 'succeed_later', 'underpay'] as const;
export type TestProviderOutcome = (typeof TEST_PROVIDER_OUTCOMES)[number];

export const testSessionViewSchema = z.object({
  session_id: z.string(),
  status: z.enum(['OPEN', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'AWAITING_CONFIRMATION']),
  amount: z.number(),
  /** Paid so far (a crypto payment sent in parts). */
  received: z.number(),
  currency: z.string(),
  description: z.string(),
  crypto_gateway: z.string().nullable(),
  return_url: z.string(),
});
export type TestSessionView = z.infer<typeof testSessionViewSchema>;

export const testSessionRefSchema = z.object({ session_id: z.string().min(1).max(64) });
export const completeTestSessionInputSchema = z.strictObject({
  session_id: z.string().min(1).max(64),
  outcome: z.enum(TEST_PROVIDER_OUTCOMES),
});
export const completedTestSessionSchema = z.object({ redirect_url: z.string() });

/** The header the built-in test provider signs its webhooks in (`t=…,v1=…`). */
export const TEST_PROVIDER_SIGNATURE_HEADER = 'test-provider-signature';

/**
 * The headers each provider signs its webhooks with (lower case): one for the test provider and
 * Stripe; PayPal's signature is spread over five.
 */
export const PROVIDER_SIGNATURE_HEADERS: Readonly<Record<string, readonly string[]>> = {
  test: [TEST_PROVIDER_SIGNATURE_HEADER],
  stripe: ['stripe-signature'],
  paypal: [
    'paypal-transmission-id',
    'paypal-transmission-time',
    'paypal-transmission-sig',
    'paypal-cert-url',
    'paypal-auth-algo',
  ],
};

/** A provider's webhook as the gateway received it: raw bytes, verified by billing. */
export const providerWebhookInputSchema = z.strictObject({
  provider: z.string().min(1).max(32),
  /** The shop whose own provider account sent it (the last segment of its webhook address). */
  account: z.string().max(64).optional(),
  body: z.string().max(64 * 1024),
  /** The provider's signature headers that were present (PROVIDER_SIGNATURE_HEADERS), by lower-case name. */
  signature_headers: z.record(z.string().max(64), z.string().max(2048)),
});
export const providerWebhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Operator CLI `order pay`: pays an invoice through the test provider, as a buyer would. */
export const operatorPayInputSchema = z.strictObject({ invoice_uniqid: z.string().min(1).max(64) });

/** A buyer's access link from a receipt mail (docs/email.md "Access links"). */
export const buyerAccessRefSchema = z.object({ token: z.string().min(1).max(200) });

/** What an access link opens: the purchase's goods, and until when the link works. */
export const buyerAccessViewSchema = z.object({
  shop_name: z.string(),
  invoice_uniqid: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  deliveries: z.array(deliveryViewSchema),
  /** Delivered FILE lines, each downloaded through the link (docs/email.md "Access links"). */
  files: z.array(z.object({ line_id: z.string(), title: z.string() })),
});
export type BuyerAccessView = z.infer<typeof buyerAccessViewSchema>;

/** A bought file behind an access link: the link and the order line that delivered it. */
export const buyerFileRefSchema = buyerAccessRefSchema.extend({ line_id: z.uuid() });

/** One chunk of that file, of the file the download started with (a replaced file ends it). */
export const buyerFileChunkInputSchema = buyerFileRefSchema.extend({
  file_id: z.uuid(),
  seq: z.number().int().min(0).max(1_000_000),
});
export type BuyerFileChunkInput = z.infer<typeof buyerFileChunkInputSchema>;

/** What an access link is for, before the buyer asks to see the goods (a mail scanner's GET sees only this). */
export const buyerAccessSummarySchema = z.object({
  shop_name: z.string(),
  invoice_uniqid: z.string(),
  expires_at: z.string(),
  titles: z.array(z.string()),
});
export type BuyerAccessSummary = z.infer<typeof buyerAccessSummarySchema>;
