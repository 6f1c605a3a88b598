import type Stripe from 'stripe';
import type { AccountState } from '../state';
import { address } from './address';

/** The merchant every key's account is: a US shop that has finished onboarding. */
export const STAND_IN_MERCHANT = { email: 'shop@example.com', name: 'Stand-in Shop' } as const;

function noRequirements(): Stripe.Account.Requirements & Stripe.Account.FutureRequirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
  };
}

function settings(): Stripe.Account.Settings {
  return {
    bacs_debit_payments: { display_name: null, service_user_number: null },
    branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
    card_issuing: { tos_acceptance: { date: null, ip: null } },
    card_payments: {
      decline_on: { avs_failure: true, cvc_failure: true },
      statement_descriptor_prefix: null,
      statement_descriptor_prefix_kana: null,
      statement_descriptor_prefix_kanji: null,
    },
    dashboard: { display_name: STAND_IN_MERCHANT.name, timezone: 'Etc/UTC' },
    invoices: { default_account_tax_ids: null, hosted_payment_method_save: null },
    payments: {
      statement_descriptor: null,
      statement_descriptor_kana: null,
      statement_descriptor_kanji: null,
      statement_descriptor_prefix_kana: null,
      statement_descriptor_prefix_kanji: null,
    },
    payouts: {
      debit_negative_balances: true,
      schedule: { delay_days: 2, interval: 'daily' },
      statement_descriptor: null,
    },
    sepa_debit_payments: {},
  };
}

/**
 * The key's own account as `GET /v1/account` answers it (fixture `account`), for a standard
 * account that can take payments: charges and payouts enabled, nothing left to submit.
 */
export function renderAccount(account: AccountState): Stripe.Account {
  return {
    id: account.id,
    object: 'account',
    business_profile: {
      annual_revenue: { amount: null, currency: null, fiscal_year_end: null },
      estimated_worker_count: null,
      mcc: null,
      minority_owned_business_designation: null,
      name: STAND_IN_MERCHANT.name,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: address(),
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    business_type: null,
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    controller: { type: 'account' },
    country: 'US',
    created: account.created,
    default_currency: 'usd',
    details_submitted: true,
    email: STAND_IN_MERCHANT.email,
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/accounts/${account.id}/external_accounts`,
    },
    future_requirements: noRequirements(),
    metadata: {},
    payouts_enabled: true,
    requirements: noRequirements(),
    settings: settings(),
    // Accepted when the account was opened, as onboarding requires.
    tos_acceptance: { date: account.created, ip: null, user_agent: null },
    type: 'standard',
  };
}
