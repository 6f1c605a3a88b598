import type { Scope } from './scopes';

/**
 * Money settings: where a shop's payments go — its payment provider accounts (Stripe, PayPal)
 * and its crypto wallets (docs/payments.md "Who may change money settings"). Changing one takes
 * this scope, the shop's own credential (never an app's token), and from the dashboard a fresh
 * proof of identity.
 */
export const MONEY_SETTINGS_SCOPE = 'payment_settings.write' satisfies Scope;

/** How old (seconds) a dashboard member's last proof of identity may be when they change one. */
export const FRESH_PROOF_SECONDS = 300;

/**
 * The subcode of the 403 a dashboard token gets without a fresh proof: the dashboard asks the
 * member to confirm their password or a two-factor code (`POST /dashboard/api/step-up`), then
 * sends the change again.
 */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
