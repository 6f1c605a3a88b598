/**
 * Generated from the Shopforge Developer API's OpenAPI document by openapi-typescript
 * (gateway/scripts/generate-sdk-types.ts). Do not edit: regenerate.
 */
export interface paths {
    "/dev/v1/affiliates/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications to the affiliate programme, newest first; page-numbered; `status` filters.
         * @description Requires `affiliates.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAffiliatesApplications"];
        put?: never;
        /**
         * Record a customer’s application (one open application each; affiliates cannot apply again).
         * @description Requires `affiliates.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postAffiliatesSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/affiliates/applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve: the customer becomes an affiliate with `commission_percent` (default 10) and `code` (generated when absent; 409 if taken).
         * @description Requires `affiliates.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postAffiliatesApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/affiliates/applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending application, with an optional `note`.
         * @description Requires `affiliates.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postAffiliatesReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/affiliates/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved affiliates with their code, rate, earned revenue and referred paid orders; page-numbered (`page`, `limit` default 25).
         * @description Requires `affiliates.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAffiliatesCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/analytics/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved reports, newest first, cursor-paged, each with its latest run (status and result).
         * @description Requires `analytics.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAnalyticsList"];
        put?: never;
        /**
         * Save a report: `name`, `range` (LAST_7_DAYS, LAST_30_DAYS (default), LAST_90_DAYS, MONTH_TO_DATE, CUSTOM with `from`/`to` days).
         * @description Requires `analytics.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postAnalyticsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/analytics/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One report with its latest run: poll here until `latest_run.status` is SUCCEEDED or FAILED.
         * @description Requires `analytics.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAnalyticsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/analytics/reports/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a generation (revenue, orders, refunds, top products, by day, in the shop currency); answers the QUEUED run (or the one already queued or running).
         * @description Requires `analytics.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postAnalyticsGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s API keys, oldest first: name, `prefix` (never the secret), scopes, when created and last used, and `revoked_at` for revoked ones.
         * @description Requires `api_keys.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getApiKeysList"];
        put?: never;
        /**
         * Create a key with the given scopes: `api_key` is the full key, shown in this answer only. A key can grant only scopes it holds (403 otherwise); an app’s token cannot manage keys.
         * @description Requires `api_keys.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postApiKeysCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key for good: its next request is 401. Revoking it again answers the same record.
         * @description Requires `api_keys.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteApiKeysRevoke"];
        options?: never;
        head?: never;
        /**
         * Replace a key’s scopes; effective on the key’s next request. A revoked key cannot be changed (400).
         * @description Requires `api_keys.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchApiKeysUpdateScopes"];
        trace?: never;
    };
    "/dev/v1/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blacklist entries, newest first, cursor-paged; filter by `type`.
         * @description Requires `blacklist.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getBlacklistList"];
        put?: never;
        /**
         * Block buyers by `type` EMAIL (an address, or `@domain`), IP (address or CIDR), COUNTRY (ISO alpha-2) or FINGERPRINT (stored hashed), with an optional `note`. 409 when the value is already listed.
         * @description Requires `blacklist.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postBlacklistCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/blacklist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry, with how many orders and payments it refused.
         * @description Requires `blacklist.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getBlacklistGet"];
        put?: never;
        post?: never;
        /**
         * Remove an entry: the buyers it matched can order and pay again.
         * @description Requires `blacklist.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteBlacklistDelete"];
        options?: never;
        head?: never;
        /**
         * Change an entry’s `data` (same type) or `note`.
         * @description Requires `blacklist.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchBlacklistUpdate"];
        trace?: never;
    };
    "/dev/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product categories, newest first, cursor-paged.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCategoriesList"];
        put?: never;
        /**
         * Create a category, optionally assigning products to it.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCategoriesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category, by id or uniqid.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCategoriesGet"];
        put?: never;
        post?: never;
        /**
         * Delete a category; its products stay, uncategorised.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteCategoriesDelete"];
        options?: never;
        head?: never;
        /**
         * Change a category; `products` assigns more products to it.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchCategoriesUpdate"];
        trace?: never;
    };
    "/dev/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coupons of the shop, newest first, cursor-paged.
         * @description Requires `coupons.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCouponsList"];
        put?: never;
        /**
         * Create a coupon (percentage or fixed; validity window, use limit, minimum order, cap, bound products).
         * @description Requires `coupons.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCouponsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One coupon, by id or uniqid.
         * @description Requires `coupons.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCouponsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a coupon; its code becomes free again, past redemptions stay.
         * @description Requires `coupons.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteCouponsDelete"];
        options?: never;
        head?: never;
        /**
         * Change a coupon; only the keys present change.
         * @description Requires `coupons.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchCouponsUpdate"];
        trace?: never;
    };
    "/dev/v1/coupons/code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One coupon by its code (case-insensitive).
         * @description Requires `coupons.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCouponsGetByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/crypto-wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s registered crypto wallets: each coin’s extended public key, its first address, confirmations needed and addresses issued.
         * @description Requires `payment_settings.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCryptoWalletsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/crypto-wallets/{coin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register (or replace) the shop’s wallet for a coin by its account-level extended public key (xpub, zpub, Ltub…): every invoice gets a fresh address derived from it, paid straight to the wallet. Private keys are refused.
         * @description Requires `payment_settings.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putCryptoWalletsPut"];
        post?: never;
        /**
         * Remove a wallet: new invoices stop offering the coin; addresses already issued are still watched.
         * @description Requires `payment_settings.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteCryptoWalletsRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers, newest first by default, cursor-paged, with `filters` and `sorts` (docs/lists.md).
         * @description Requires `customers.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCustomersList"];
        put?: never;
        /**
         * Create a customer. A malformed email is 422 VALIDATION_ERROR; one email per shop.
         * @description Requires `customers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCustomersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer; `include_affiliate=true` adds the affiliate block.
         * @description Requires `customers.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCustomersGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a customer; only the members sent change.
         * @description Requires `customers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchCustomersUpdate"];
        trace?: never;
    };
    "/dev/v1/customers/{id}/wallet/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to the customer’s wallet; answers the customer and the ledger entry.
         * @description Requires `customers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCustomersCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/customers/{id}/wallet/debit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take from the wallet; more than its balance is 402 INSUFFICIENT_BALANCE and takes nothing.
         * @description Requires `customers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCustomersDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/customers/{id}/wallet/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet ledger, newest first, cursor-paged: each credit and debit with the balance it left.
         * @description Requires `customers.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCustomersWalletEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disputes of the shop’s payments, newest first, cursor-paged; filter by `status` (OPEN, WON, LOST).
         * @description Requires `disputes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getDisputesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dispute of the shop’s payments by id; another shop’s is DISPUTE_NOT_FOUND.
         * @description Requires `disputes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getDisputesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/email-marketing/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts, newest first, cursor-paged; `subscribed` filters.
         * @description Requires `email_marketing.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEmailMarketingListContacts"];
        put?: never;
        /**
         * Create a contact, or change the one with this email: `subscribed`, `consent_basis` (CONSENT, SOFT_OPT_IN), `source`, `suppression`.
         * @description Requires `email_marketing.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postEmailMarketingUpsertContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/email-marketing/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved segments, newest first, cursor-paged, with their last counts.
         * @description Requires `email_marketing.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEmailMarketingListSegments"];
        put?: never;
        /**
         * Save a segment: `name` and `filter_rules` (the full grammar of docs/email-marketing.md); answers it with `contact_count`. Malformed rules: 422 with `details` under `filter_rules.…`.
         * @description Requires `email_marketing.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postEmailMarketingCreateSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/email-marketing/segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One segment, recounted now.
         * @description Requires `email_marketing.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEmailMarketingGetSegment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/emails/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s mail log, newest first: every buyer mail and test send with its status (`queued`, `sending`, `sent`, `failed`, `bounced`), attempts and last error. Kept MAIL_RETENTION_DAYS once settled.
         * @description Requires `emails.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getBuyerEmailsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/emails/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One mail of the shop’s mail log, as it stands now.
         * @description Requires `emails.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getBuyerEmailsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/emails/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which buyer mails the shop sends (receipt, renewal invoice, renewal and trial reminders, refund, dispute and payment request), its reply-to address, and whether this platform delivers mail at all.
         * @description Requires `emails.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getBuyerEmailsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turns buyer mail templates on or off (`templates`, any subset) and sets or removes (`null`) the `reply_to` address; a template turned off is not queued from then on.
         * @description Requires `emails.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchBuyerEmailsUpdateSettings"];
        trace?: never;
    };
    "/dev/v1/emails/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one template with sample data, marked `[Test]`, to `to` through the platform’s mail delivery, whether or not the template is on; answered with the queued mail (follow it at `GET /dev/v1/emails/messages/{id}`). 20 an hour per shop; 409 `CONFLICT` when this platform sends no mail.
         * @description Requires `emails.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postBuyerEmailsSendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/escrow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Escrow holds, newest first, cursor-paged; filter by `status` (HELD, RELEASED, CANCELLED).
         * @description Requires `escrow.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEscrowList"];
        put?: never;
        /**
         * Hold a COMPLETED order’s money (`invoice_id`) for `hold_days` (default 14, at most 90) or until the buyer confirms receipt.
         * @description Requires `escrow.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postEscrowCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/escrow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One escrow hold.
         * @description Requires `escrow.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEscrowGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/escrow/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a HELD escrow by refunding the buyer what remains of the order; optional `reason`.
         * @description Requires `escrow.write` and `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postEscrowCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/escrow/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a HELD escrow to the merchant now (`release_reason: MERCHANT`).
         * @description Requires `escrow.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postEscrowRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s events, newest first (cursor list): `filters` on `type`, `object_id` and `created_at` (docs/lists.md). Each carries the payload its webhooks deliver; license keys only with `orders.read` and `licenses.read`. Kept WEBHOOK_EVENT_RETENTION_DAYS (30).
         * @description Requires `events.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPlatformEventsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event of the shop, while it is kept.
         * @description Requires `events.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPlatformEventsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s new events as they happen, as Server-Sent Events (`text/event-stream`): `id` the event id, `event` its type, `data` the exact body its webhook delivery carries; `types` (comma-separated names) narrows it. A `: keep-alive` comment every 15 s; at most 5 streams a shop; a revoked key ends its stream. What `shopforge listen` forwards.
         * @description Requires `events.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPlatformEventsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product groups, newest first, cursor-paged.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getGroupsList"];
        put?: never;
        /**
         * Create a product group: a title, an optional image and its products in order.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postGroupsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product group, by id or uniqid, with its products in order.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getGroupsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a product group; its products stay.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteGroupsDelete"];
        options?: never;
        head?: never;
        /**
         * Change a product group; `products` replaces its ordered product list.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchGroupsUpdate"];
        trace?: never;
    };
    "/dev/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices, newest first by default; `status`, `customerEmail`, `filters`, `sorts`, cursor paging.
         * @description Requires `invoices.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getInvoicesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/invoices/{uniqid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice by its uniqid (a UUID).
         * @description Requires `invoices.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getInvoicesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/invoices/{uniqid}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything that happened to the invoice, oldest first (`data.events`).
         * @description Requires `invoices.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getInvoicesTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Licenses, newest first, cursor-paged; filter by `product_id`, `status`, `customer_email`.
         * @description Requires `licenses.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getLicensesList"];
        put?: never;
        /**
         * Create a license key for a product (paid orders of licensed products get theirs automatically).
         * @description Requires `licenses.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postLicensesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/licenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a license; its key stops validating at once. 204, no body.
         * @description Requires `licenses.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteLicensesDelete"];
        options?: never;
        head?: never;
        /**
         * Disable or re-enable, change the expiry, or release the device binding (`hwid: null`).
         * @description Requires `licenses.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchLicensesUpdate"];
        trace?: never;
    };
    "/dev/v1/licenses/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a key (and bind the first hardware id): LICENSE_INVALID 400 malformed or disabled, LICENSE_NOT_FOUND 404, LICENSE_EXPIRED 400, LICENSE_HWID_MISMATCH 400.
         * @description Requires `licenses.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postLicensesValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop of the calling credential.
         * @description Any valid credential; no scope is needed.
         */
        get: operations["getShopMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/me/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scopes, accessible resource groups, payment methods and features of the caller.
         * @description Any valid credential; no scope is needed.
         */
        get: operations["getShopCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OAuth apps the shop registered, oldest first (the secret’s prefix only).
         * @description Requires `oauth_apps.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getShopAppsList"];
        put?: never;
        /**
         * Register an app: its name, redirect URIs (https, or http on loopback), scopes and `client_type`. A confidential app’s `client_secret` is in this answer only.
         * @description Requires `oauth_apps.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postShopAppsRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth-apps/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an app: it is uninstalled everywhere, and every token it holds stops working.
         * @description Requires `oauth_apps.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteShopAppsDelete"];
        options?: never;
        head?: never;
        /**
         * Change an app’s name, redirect URIs or scopes. Installations keep the scopes their member approved; the next consent asks for the new ones.
         * @description Requires `oauth_apps.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchShopAppsUpdate"];
        trace?: never;
    };
    "/dev/v1/oauth-apps/{client_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new client secret, in this answer only; the old one stops working at once, tokens already issued keep working. A public app is 400.
         * @description Requires `oauth_apps.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postShopAppsRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth-installations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The apps installed on the shop: their scopes, who approved them, when, and their live token families.
         * @description Requires `oauth_apps.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getShopAppsInstallations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth-installations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Uninstall an app: every token it holds on the shop stops working on its next request.
         * @description Requires `oauth_apps.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteShopAppsRevokeInstallation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authorization endpoint a merchant’s browser is sent to (`response_type=code`, PKCE S256): sign-in, then the consent page; approving redirects to `redirect_uri` with `code` and `state`, denying with `error=access_denied`. */
        get: operations["oauthAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tells an app whether one of its tokens is active, and for which shop and scopes (RFC 7662). */
        post: operations["oauthIntrospect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes an access or refresh token (RFC 7009): 200 whether or not it was known. */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges an authorization code (with the PKCE verifier) or a refresh token for an access token (`shpat_…`, 1 hour) and a new refresh token; each refresh token works once. */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order queue, newest first by default; `filters`, `sorts` and cursor paging (docs/lists.md).
         * @description Requires `orders.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getOrdersList"];
        put?: never;
        /**
         * Create a pending order and its invoice from catalog lines; prices, coupons and volume discounts come from the catalog.
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postOrdersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order, by id or uniqid.
         * @description Requires `orders.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getOrdersGet"];
        /**
         * Alias of PATCH: `referral_code` replaces the affiliate attribution (JSON, form or multipart body).
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putOrdersUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * `referral_code` replaces the affiliate attribution; empty text removes it.
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchOrdersUpdate"];
        trace?: never;
    };
    "/dev/v1/orders/{id}/fulfill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fulfilment trigger: an unpaid order is marked paid by hand (MANUAL) and delivered; a paid one has its undelivered lines delivered again.
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postOrdersFulfill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/orders/{id}/items/{line_id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace one delivered `serial` of the line with a fresh one from stock; answers the audit event (old and new serial). Needs `orders.write` and `licenses.write`.
         * @description Requires `orders.write` and `licenses.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postReplacementsReplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund the remaining amount, or `amount` of it: PARTIAL_REFUND, then REFUNDED.
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postOrdersRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/orders/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call off an unpaid order (VOIDED); it can never be paid afterwards.
         * @description Requires `orders.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postOrdersVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment links, newest first, cursor-paged.
         * @description Requires `payment_links.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPaymentLinksList"];
        put?: never;
        /**
         * Create a reusable link to pay for a product (and quantity) or a fixed amount; `url` is what buyers open.
         * @description Requires `payment_links.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPaymentLinksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment link, by id or uniqid, with how many buyers used it.
         * @description Requires `payment_links.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPaymentLinksGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-links/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the link off (buyers are told it is closed) or back on.
         * @description Requires `payment_links.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPaymentLinksToggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s connected payment provider accounts: hints of their keys and the webhook address each needs.
         * @description Requires `payment_settings.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPaymentProvidersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a provider account: its payment method goes off and its credentials are deleted.
         * @description Requires `payment_settings.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deletePaymentProvidersDisconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-providers/paypal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect (or reconnect) the shop’s PayPal REST app: its client id and secret, the id of the webhook created for `webhook_url`, and its environment (`sandbox` or `live`). Turns the PAYPAL payment method on.
         * @description Requires `payment_settings.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putPaymentProvidersConnectPayPal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payment-providers/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect (or reconnect) the shop’s Stripe account: its secret key and the signing secret of the webhook endpoint created for `webhook_url`. Turns the STRIPE payment method on.
         * @description Requires `payment_settings.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putPaymentProvidersConnectStripe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payable invoice with a hosted checkout address (no fulfilment). `webhook` registers a per-payment callback whose secret is returned once as `webhook_secret`.
         * @description Requires `payments.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPaymentsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/payments/{uniqid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A developer payment as it stands now.
         * @description Requires `payments.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPaymentsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of the shop, newest first, cursor-paged.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProductsList"];
        put?: never;
        /**
         * Create a product.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postProductsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product, by id or uniqid.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProductsGet"];
        put?: never;
        post?: never;
        /**
         * Delete a product (it leaves every list; past orders keep their copy of its lines).
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteProductsDelete"];
        options?: never;
        head?: never;
        /**
         * Change a product; only the keys present change. A stock change emits `product:stock`.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchProductsUpdate"];
        trace?: never;
    };
    "/dev/v1/products/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file a FILE product delivers: its name, type, size and SHA-256 (404 until one is uploaded).
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProductFilesGet"];
        /**
         * Upload the file a FILE product delivers: the body is the file’s bytes (up to 100 MiB by default), `Content-Type` its type, `filename` the name buyers download it as. Replaces the product’s previous file when the upload is complete, and sets the product’s `file_id`.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putProductFilesBegin"];
        post?: never;
        /**
         * Remove the product’s file (its `file_id` becomes null); buyers cannot download it until a new one is uploaded.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteProductFilesRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/file/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the product’s file: its bytes with `Content-Type`, `Content-Length`, `Content-Disposition` (its filename) and `Digest` (its SHA-256).
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProductFilesChunk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Serial stock of a SERIALS product: available and sold codes, per variant.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getSerialsCounts"];
        put?: never;
        /**
         * Add serial codes (an array, or one string split on the product’s stock_delimiter); codes already in stock are skipped.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postSerialsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/serials/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove available codes (listed, or all); sold codes stay with their orders.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postSerialsRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Variants of a product, in sort order.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getVariantsList"];
        put?: never;
        /**
         * Add a variant with its own title, price and stock.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postVariantsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a variant and its unsold codes.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteVariantsDelete"];
        options?: never;
        head?: never;
        /**
         * Change a variant; only the keys present change.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchVariantsUpdate"];
        trace?: never;
    };
    "/dev/v1/products/{id}/variants/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Variant fields of a product, in sort order.
         * @description Requires `products.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getVariantsFieldsList"];
        put?: never;
        /**
         * Add a variant field (for example a "Region" select with its options).
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postVariantsFieldsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{id}/variants/fields/{fieldId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a variant field; only the keys present change.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchVariantsFieldsUpdate"];
        trace?: never;
    };
    "/dev/v1/products/{id}/variants/fields/{fieldId}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append options to a variant field (existing ones are not repeated).
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postVariantsFieldsAddOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/products/{uniqid}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a product with every setting and its variants under a new id; serial stock is not copied.
         * @description Requires `products.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postProductsDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/replacement-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A replacement audit event with the old and new serial values. Needs `orders.read` and `licenses.read` (or `*`); an OAuth token also needs its approving member to keep license-key permission.
         * @description Requires `orders.read` and `licenses.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getReplacementsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/reseller-program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s reseller program settings (disabled with zero defaults until set).
         * @description Requires `reseller_programs.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProgramGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the program settings; only the keys present change.
         * @description Requires `reseller_programs.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchProgramUpdate"];
        trace?: never;
    };
    "/dev/v1/reseller-program/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program’s tiers by rank; rank 0 is the base tier every reseller starts in.
         * @description Requires `reseller_programs.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getTiersList"];
        put?: never;
        /**
         * Add a tier with its discount and auto-advance thresholds (revenue, orders, requires_both).
         * @description Requires `reseller_programs.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postTiersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/reseller-program/tiers/{tier_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a tier; only the keys present change.
         * @description Requires `reseller_programs.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchTiersUpdate"];
        trace?: never;
    };
    "/dev/v1/resellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s resellers (accepted invitations), newest first, cursor-paged.
         * @description Requires `resellers.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getProgramList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a reseller: status (ACTIVE, SUSPENDED, DISABLED), tier, commission, daily limit.
         * @description Requires `resellers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchProgramUpdateReseller"];
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reseller’s sales, balance, campaigns, stock and best products.
         * @description Requires `reseller_sales.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAnalyticsReseller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/embed-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reseller’s embed campaigns, paused and revoked ones included.
         * @description Requires `resellers.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getCampaignsList"];
        put?: never;
        /**
         * Create an embed campaign for products the reseller has access to.
         * @description Requires `resellers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postCampaignsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/embed-campaigns/{campaign_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * `status: PAUSED` pauses (ACTIVE resumes, REVOKED ends) without deleting reporting history.
         * @description Requires `resellers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchCampaignsUpdate"];
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Codes allocated to the reseller, delivered or not.
         * @description Requires `reseller_stock.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getStockInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/inventory/{item_id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver one allocated code to an end customer by email.
         * @description Requires `reseller_stock.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postStockDeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a payout of the reseller’s balance; the amount is held until decided.
         * @description Requires `reseller_payouts.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPayoutsRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/stock-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request wholesale stock: a stock transfer priced at the reseller’s wholesale price.
         * @description Requires `reseller_stock.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postStockPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/stock-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reseller’s stock transfers, newest first.
         * @description Requires `reseller_stock.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getStockTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/stock-transfers/{transfer_id}/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the transfer paid (merchant-side) and allocate its codes; idempotent.
         * @description Requires `reseller_stock.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postStockAllocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/{reseller_relationship_id}/stock-transfers/{transfer_id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice the transfer (a payment); paying it allocates the stock. Asking again answers the same invoice.
         * @description Requires `reseller_stock.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postStockInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop-wide reseller sales: resellers, completed wholesale orders, revenue, refunds, top resellers.
         * @description Requires `reseller_sales.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getAnalyticsShop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a reseller with its terms and product access; the answer holds `data.invitation.id`.
         * @description Requires `resellers.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postProgramInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts of the shop’s resellers, newest first, cursor-paged, optionally by `status`.
         * @description Requires `reseller_payouts.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getPayoutsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/payouts/{payout_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout (completing debits the held amount; rejecting or cancelling releases it).
         * @description Requires `reseller_payouts.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPayoutsDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/payouts/{payout_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payout (completing debits the held amount; rejecting or cancelling releases it).
         * @description Requires `reseller_payouts.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPayoutsDecide4"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/payouts/{payout_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a payout (completing debits the held amount; rejecting or cancelling releases it).
         * @description Requires `reseller_payouts.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPayoutsDecide3"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/resellers/payouts/{payout_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payout (completing debits the held amount; rejecting or cancelling releases it).
         * @description Requires `reseller_payouts.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postPayoutsDecide2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buyers’ reviews, newest first, cursor-paged; filter by `score` (1–5) or `replied` (true/false).
         * @description Requires `support.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getReviewsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One review, by id or uniqid.
         * @description Requires `support.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getReviewsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review publicly; a second reply replaces the first (`feedback:replied`).
         * @description Requires `support.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postReviewsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/security/audit-trail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who did what, newest first, cursor-paged: keys created, revoked or re-scoped, apps authorized, uninstalled or refreshing tokens, members signing in, role changes. Filter with `type`.
         * @description Requires `security.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getSecurityAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/security/session-trail/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events of one dashboard session, in the order they happened, cursor-paged.
         * @description Requires `security.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getSecuritySessionTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/store/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What buyers see of the shop: storefront address, live theme and its settings, layout, domains.
         * @description Requires `store.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getStoreBranding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/store/domains/additional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a host name; the answer names the DNS TXT record that proves you control it.
         * @description Requires `store.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postStoreAddDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/store/domains/additional/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look the TXT record up now: pending (not there yet), verified, or failed (another value).
         * @description Requires `store.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getStoreVerifyDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/store/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the storefront layout: navigation links, announcement bar and footer text.
         * @description Requires `store.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putStoreSetLayout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriptions, newest first, cursor-paged; `status` filters (CANCELED and CANCELLED both find cancelled ones).
         * @description Requires `subscriptions.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getSubscriptionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subscription, with the uniqids of the invoices that started and renewed it.
         * @description Requires `subscriptions.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getSubscriptionsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel now (status CANCELLED) or with `at_period_end: true` when the paid period ends; optional `reason_id`, `comment`.
         * @description Requires `subscriptions.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postSubscriptionsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/subscriptions/{id}/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Merge `custom_fields` (null removes one); renewal invoices carry them.
         * @description Requires `subscriptions.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchSubscriptionsCustomFields"];
        trace?: never;
    };
    "/dev/v1/subscriptions/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause: no renewal invoices until resumed (an open one is voided); optional `resumes_at` (Unix seconds) resumes by itself.
         * @description Requires `subscriptions.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postSubscriptionsPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/subscriptions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a pause now; a period that ended while paused is invoiced at once.
         * @description Requires `subscriptions.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postSubscriptionsResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a test run of the journey. The body is any JSON object (its variables); `{}` is valid. Answers 200 with the run.
         * @description Requires `telegram.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postMessagingTestJourney"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The journey’s recorded test runs, newest first, cursor-paged.
         * @description Requires `telegram.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getMessagingListTestRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s themes; `live` marks the one the storefront shows.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published document and its revision.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesPublished"];
        /**
         * Save the draft. `expected_revision` must be the draft’s current revision, or 409 CONFLICT (`subcode` STALE_REVISION, `error.current_revision`) and nothing changes. Returns the new revision.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        put: operations["putThemesSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/document/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draft and its `revision`: send that revision as `expected_revision` when you save.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/document/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The JSON Schema (2020-12) every saved document is checked against.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The theme as one JSON file: base, settings and the current draft.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived address that renders the current draft as buyers would see it.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postThemesCreatePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/preview/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End a preview session: its address stops working at once.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteThemesEndPreview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft revision returned by your save (`expected_revision`; a stale one is 409) and make this theme the storefront’s.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postThemesPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/{id}/control/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The theme’s global settings: colours, typography, logo text.
         * @description Requires `themes.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getThemesGetSettings"];
        put?: never;
        /**
         * Change some settings; they apply at once to the draft and the published document.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postThemesUpdateSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/control/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a theme from a base: default, classic, pulse, starlight or clean-minimal. The retired bases (apex, nebula, phantom, shadow, vault) are refused with 422.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postThemesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/themes/control/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a theme from an exported file; themes on retired bases import too.
         * @description Requires `themes.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postThemesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buyers’ tickets, newest first, cursor-paged, without their messages; filter by `status` (OPEN, ANSWERED, CLOSED) or `invoice_uniqid`.
         * @description Requires `support.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getTicketsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ticket (id or uniqid) with its messages, oldest first.
         * @description Requires `support.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getTicketsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the ticket (`query:closed`); closing a closed ticket changes nothing.
         * @description Requires `support.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postTicketsClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed ticket (`query:reopened`); reopening an open one changes nothing.
         * @description Requires `support.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postTicketsReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the buyer: the ticket becomes ANSWERED (`query:replied`). A closed ticket must be reopened first.
         * @description Requires `support.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postTicketsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhooks of the shop, newest first, cursor-paged.
         * @description Requires `webhooks.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getWebhooksList"];
        put?: never;
        /**
         * Create a webhook. The answer holds its signing secret, shown only here and on rotation.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postWebhooksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook, by id or uniqid.
         * @description Requires `webhooks.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getWebhooksGet"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook. Its logs remain; deliveries still queued end FAILED.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        delete: operations["deleteWebhooksDelete"];
        options?: never;
        head?: never;
        /**
         * Change a webhook; only the keys present change.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        patch: operations["patchWebhooksUpdate"];
        trace?: never;
    };
    "/dev/v1/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the shop’s events of a window (`since` inclusive, `until` exclusive, Unix seconds) that this endpoint subscribes to again, as new signed deliveries, paced oldest first; `only_failed` limits it to events the endpoint has not received. Events already on their way are skipped, so repeating the call queues nothing twice. At most 10,000 events a call (`has_more`). 409 `CONFLICT` for a disabled endpoint.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postWebhooksReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the answer holds the new one, which signs every later attempt. The previous one keeps signing beside it for `overlap_seconds` (default 86400, at most a week, 0: stops at once) in `X-Shopforge-Signature-V2-Previous` and a second `webhook-signature` entry; `previous_secret_expires_at` says until when.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postWebhooksRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a test delivery of a subscribed event: synthetic data, signed like a live one.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postWebhooksTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The allowlist of exact event names a webhook may subscribe to.
         * @description Requires `webhooks.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getEventsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery logs, newest first, page-numbered (`page`, `limit` default 25).
         * @description Requires `webhooks.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getLogsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery log with its frozen body, request headers and every attempt.
         * @description Requires `webhooks.read` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        get: operations["getLogsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/v1/webhooks/logs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a failed delivery again: the same frozen body under a new delivery id.
         * @description Requires `webhooks.write` (a `.write` scope of the same group, or `*`, also grants a `.read` scope).
         */
        post: operations["postLogsRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "affiliate:application_approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * affiliate:application_approved delivery
         * @description The POST sent to every endpoint subscribed to `affiliate:application_approved`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookAffiliateApplicationApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliate:application_received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * affiliate:application_received delivery
         * @description The POST sent to every endpoint subscribed to `affiliate:application_received`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookAffiliateApplicationReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliate:commission_earned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * affiliate:commission_earned delivery
         * @description The POST sent to every endpoint subscribed to `affiliate:commission_earned`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookAffiliateCommissionEarned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute:closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute:closed delivery
         * @description The POST sent to every endpoint subscribed to `dispute:closed`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookDisputeClosed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute:opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute:opened delivery
         * @description The POST sent to every endpoint subscribed to `dispute:opened`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookDisputeOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute:updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dispute:updated delivery
         * @description The POST sent to every endpoint subscribed to `dispute:updated`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookDisputeUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "feedback:received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * feedback:received delivery
         * @description The POST sent to every endpoint subscribed to `feedback:received`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookFeedbackReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "feedback:replied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * feedback:replied delivery
         * @description The POST sent to every endpoint subscribed to `feedback:replied`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookFeedbackReplied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:cancelled delivery
         * @description The POST sent to every endpoint subscribed to `order:cancelled`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:cancelled:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:cancelled:product delivery
         * @description The POST sent to every endpoint subscribed to `order:cancelled:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderCancelledProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:created delivery
         * @description The POST sent to every endpoint subscribed to `order:created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:created:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:created:product delivery
         * @description The POST sent to every endpoint subscribed to `order:created:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderCreatedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:disputed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:disputed delivery
         * @description The POST sent to every endpoint subscribed to `order:disputed`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderDisputed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:disputed:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:disputed:product delivery
         * @description The POST sent to every endpoint subscribed to `order:disputed:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderDisputedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:item.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:item.delivered delivery
         * @description The POST sent to every endpoint subscribed to `order:item.delivered`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderItemDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:item.delivery_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:item.delivery_failed delivery
         * @description The POST sent to every endpoint subscribed to `order:item.delivery_failed`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderItemDeliveryFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:manual_payment_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:manual_payment_pending delivery
         * @description The POST sent to every endpoint subscribed to `order:manual_payment_pending`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderManualPaymentPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:paid delivery
         * @description The POST sent to every endpoint subscribed to `order:paid`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:paid:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:paid:product delivery
         * @description The POST sent to every endpoint subscribed to `order:paid:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderPaidProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:partial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:partial delivery
         * @description The POST sent to every endpoint subscribed to `order:partial`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderPartial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:partial:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:partial:product delivery
         * @description The POST sent to every endpoint subscribed to `order:partial:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderPartialProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:updated delivery
         * @description The POST sent to every endpoint subscribed to `order:updated`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order:updated:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order:updated:product delivery
         * @description The POST sent to every endpoint subscribed to `order:updated:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookOrderUpdatedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product:created delivery
         * @description The POST sent to every endpoint subscribed to `product:created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookProductCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product:deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product:deleted delivery
         * @description The POST sent to every endpoint subscribed to `product:deleted`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookProductDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product:stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product:stock delivery
         * @description The POST sent to every endpoint subscribed to `product:stock`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product:updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product:updated delivery
         * @description The POST sent to every endpoint subscribed to `product:updated`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookProductUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "query:buyer_replied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * query:buyer_replied delivery
         * @description The POST sent to every endpoint subscribed to `query:buyer_replied`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookQueryBuyerReplied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "query:closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * query:closed delivery
         * @description The POST sent to every endpoint subscribed to `query:closed`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookQueryClosed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "query:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * query:created delivery
         * @description The POST sent to every endpoint subscribed to `query:created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookQueryCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "query:reopened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * query:reopened delivery
         * @description The POST sent to every endpoint subscribed to `query:reopened`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookQueryReopened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "query:replied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * query:replied delivery
         * @description The POST sent to every endpoint subscribed to `query:replied`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookQueryReplied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "replacement:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * replacement:created delivery
         * @description The POST sent to every endpoint subscribed to `replacement:created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookReplacementCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:accepted delivery
         * @description The POST sent to every endpoint subscribed to `reseller:accepted`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:api_fulfillment_delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:api_fulfillment_delivered delivery
         * @description The POST sent to every endpoint subscribed to `reseller:api_fulfillment_delivered`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerApiFulfillmentDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:embed_campaign_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:embed_campaign_created delivery
         * @description The POST sent to every endpoint subscribed to `reseller:embed_campaign_created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerEmbedCampaignCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:invited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:invited delivery
         * @description The POST sent to every endpoint subscribed to `reseller:invited`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerInvited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:payout_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:payout_requested delivery
         * @description The POST sent to every endpoint subscribed to `reseller:payout_requested`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerPayoutRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:sale delivery
         * @description The POST sent to every endpoint subscribed to `reseller:sale`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:stock_allocated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:stock_allocated delivery
         * @description The POST sent to every endpoint subscribed to `reseller:stock_allocated`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerStockAllocated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:stock_item_delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:stock_item_delivered delivery
         * @description The POST sent to every endpoint subscribed to `reseller:stock_item_delivered`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerStockItemDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:stock_purchase_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:stock_purchase_paid delivery
         * @description The POST sent to every endpoint subscribed to `reseller:stock_purchase_paid`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerStockPurchasePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reseller:stock_purchase_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reseller:stock_purchase_requested delivery
         * @description The POST sent to every endpoint subscribed to `reseller:stock_purchase_requested`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookResellerStockPurchaseRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:cancelled delivery
         * @description The POST sent to every endpoint subscribed to `subscription:cancelled`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:cancelled:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:cancelled:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:cancelled:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionCancelledProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:created delivery
         * @description The POST sent to every endpoint subscribed to `subscription:created`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:created:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:created:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:created:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionCreatedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:renewed delivery
         * @description The POST sent to every endpoint subscribed to `subscription:renewed`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionRenewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:renewed:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:renewed:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:renewed:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionRenewedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:trial:ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:trial:ended delivery
         * @description The POST sent to every endpoint subscribed to `subscription:trial:ended`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionTrialEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:trial:ended:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:trial:ended:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:trial:ended:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionTrialEndedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:trial:started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:trial:started delivery
         * @description The POST sent to every endpoint subscribed to `subscription:trial:started`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionTrialStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:trial:started:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:trial:started:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:trial:started:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionTrialStartedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:upcoming delivery
         * @description The POST sent to every endpoint subscribed to `subscription:upcoming`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionUpcoming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:upcoming:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:upcoming:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:upcoming:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionUpcomingProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:updated delivery
         * @description The POST sent to every endpoint subscribed to `subscription:updated`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription:updated:product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription:updated:product delivery
         * @description The POST sent to every endpoint subscribed to `subscription:updated:product`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookSubscriptionUpdatedProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook:disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook:disabled delivery
         * @description The POST sent to every endpoint subscribed to `webhook:disabled`. Deliveries can repeat; deduplicate on `X-Shopforge-Delivery`.
         */
        post: operations["webhookWebhookDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AnalyticsReport: {
            created_at: number;
            currency: string;
            from: string | null;
            /** Format: uuid */
            id: string;
            latest_run: {
                created_at: number;
                error: string | null;
                finished_at: number | null;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                report_id: string;
                result: {
                    average_order_value: number;
                    by_day: {
                        date: string;
                        orders: number;
                        payments: number;
                        refunds: number;
                        revenue: number;
                    }[];
                    currency: string;
                    from: string;
                    net_revenue: number;
                    orders: number;
                    other_currencies: {
                        currency: string;
                        orders: number;
                        refunds: number;
                        revenue: number;
                    }[];
                    payments: number;
                    refund_count: number;
                    refunds: number;
                    revenue: number;
                    to: string;
                    top_products: {
                        product_id: string;
                        quantity: number;
                        revenue: number;
                        title: string;
                    }[];
                } | null;
                started_at: number | null;
                /** @enum {string} */
                status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
            } | null;
            name: string;
            /** @enum {string} */
            range: "LAST_7_DAYS" | "LAST_30_DAYS" | "LAST_90_DAYS" | "MONTH_TO_DATE" | "CUSTOM";
            to: string | null;
        };
        BlacklistEntry: {
            created_at: number;
            data: string;
            hits: number;
            /** Format: uuid */
            id: string;
            last_hit_at: number | null;
            note: string | null;
            /** @enum {string} */
            type: "EMAIL" | "IP" | "COUNTRY" | "FINGERPRINT";
            updated_at: number;
        };
        BuyerEmail: {
            attempts: number;
            complained_at: number | null;
            created_at: number;
            /** Format: uuid */
            id: string;
            invoice_uniqid: string | null;
            last_error: string | null;
            next_attempt_at: number | null;
            recipient: string;
            sent_at: number | null;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed" | "bounced";
            /** @enum {string} */
            template: "receipt" | "renewal_invoice" | "renewal_upcoming" | "trial_ending" | "refund" | "dispute_closed" | "payment_request" | "reseller_delivery";
            test: boolean;
        };
        Category: {
            created_at: number;
            id: string;
            products_count: number;
            shop_id: string;
            sort_priority: number;
            title: string;
            uniqid: string;
            unlisted: boolean;
            updated_at: number;
        };
        Coupon: {
            code: string;
            created_at: number;
            discount: number;
            id: string;
            is_active: boolean;
            max_discount: number;
            max_uses: number;
            min_order_amount: number;
            products_bound: string[];
            products_count: number;
            shop_id: string;
            /** @enum {string} */
            type: "PERCENTAGE" | "FIXED";
            uniqid: string;
            updated_at: number;
            used: number;
            valid_from: number | null;
            valid_until: number | null;
        };
        CryptoWallet: {
            active: boolean;
            addresses_issued: number;
            /** @enum {string} */
            coin: "BTC" | "LTC" | "ETH" | "USDC_ERC20";
            confirmations_needed: number;
            created_at: number;
            first_address: string;
            network: string;
            updated_at: number;
            xpub: string;
            xpub_fingerprint: string;
        };
        CursorPagination: {
            has_more: boolean;
            next_cursor: string | null;
        };
        Customer: {
            additional_address_info: string;
            affiliate_revenue: number;
            affiliate_revenue_currency: string;
            affiliate_revenue_percent: number;
            city: string;
            country_code: string;
            created_at: number;
            customer_balance: number;
            customer_balance_currency: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            order_count: number;
            phone: string;
            phone_country_code: string;
            postal_code: string;
            /** Format: uuid */
            shop_id: string;
            state: string;
            street_address: string;
            surname: string;
            tags: string[];
            total_spent: number;
            updated_at: number;
        };
        Dispute: {
            amount: number;
            closed_at: number | null;
            created_at: number;
            currency: string;
            gateway: string | null;
            /** Format: uuid */
            id: string;
            invoice_uniqid: string;
            reason: string | null;
            /** @enum {string} */
            status: "OPEN" | "WON" | "LOST";
            updated_at: number;
        };
        EmailSegment: {
            contact_count: number;
            counted_at: number;
            created_at: number;
            filter_rules: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            id: string;
            name: string;
        };
        ErrorEnvelope: {
            error: {
                /**
                 * @description Stable machine-readable code; the HTTP status follows from it.
                 * @enum {string}
                 */
                code: "UNAUTHORIZED" | "FORBIDDEN" | "VALIDATION_ERROR" | "IDEMPOTENCY_CONFLICT" | "ROUTE_NOT_FOUND" | "NOT_FOUND" | "PRODUCT_NOT_FOUND" | "INVOICE_NOT_FOUND" | "PAYMENT_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "CATEGORY_NOT_FOUND" | "GROUP_NOT_FOUND" | "COUPON_NOT_FOUND" | "SUBSCRIPTION_NOT_FOUND" | "TICKET_NOT_FOUND" | "REVIEW_NOT_FOUND" | "ESCROW_NOT_FOUND" | "LICENSE_NOT_FOUND" | "DISPUTE_NOT_FOUND" | "PAYMENT_PROVIDER_NOT_CONNECTED" | "LICENSE_INVALID" | "LICENSE_EXPIRED" | "LICENSE_HWID_MISMATCH" | "COUPON_EXPIRED" | "COUPON_MAX_USES_REACHED" | "RATE_LIMITED" | "IDEMPOTENCY_KEY_REQUIRED" | "INSUFFICIENT_BALANCE" | "ORDER_NOT_FOUND" | "CONFLICT" | "INTERNAL_ERROR" | "BAD_REQUEST" | "BLACKLIST_ENTRY_NOT_FOUND" | "BUYER_BLACKLISTED" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SERVICE_UNAVAILABLE" | "ACCESS_LINK_INVALID" | "ACCESS_LINK_EXPIRED" | "PAYMENT_PROVIDER_ERROR";
                /** @description On validation errors: one entry per invalid field. */
                details?: {
                    field: string;
                    message: string;
                }[];
                /**
                 * Format: uri
                 * @description This code’s cause and fix on the platform’s error page (`/docs/errors#CODE`).
                 */
                doc_url: string;
                /** @description Human-readable explanation; never carries internals. */
                message: string;
                /** @description The request’s id (as `X-Request-Id`): quote it when reporting a problem. */
                request_id?: string;
                /** @description Finer-grained reason, when the code has several. */
                subcode?: string;
            };
        };
        Escrow: {
            amount: number;
            cancel_reason: string | null;
            cancelled_at: number | null;
            created_at: number;
            currency: string;
            hold_days: number;
            /** Format: uuid */
            id: string;
            invoice_uniqid: string;
            note: string | null;
            release_at: number;
            release_reason: ("BUYER_CONFIRMED" | "MERCHANT" | "PERIOD_ENDED") | null;
            released_at: number | null;
            /** @enum {string} */
            status: "HELD" | "RELEASED" | "CANCELLED";
            updated_at: number;
        };
        Event: {
            created_at: number;
            data: {
                [key: string]: unknown;
            };
            id: string;
            object_id: string;
            sequence: number;
            type: string;
        };
        Invoice: {
            address_city: string | null;
            address_country: string | null;
            address_line_1: string | null;
            address_postal_code: string | null;
            address_state: string | null;
            apm_method: string | null;
            blockchain: string | null;
            checkout_url: string | null;
            country: string | null;
            coupon_id: string | null;
            created_at: number;
            crypto_address: string | null;
            crypto_amount: number;
            crypto_confirmations_needed: number;
            crypto_exchange_rate: number;
            crypto_payout: boolean;
            crypto_payout_type: string | null;
            crypto_received: number;
            crypto_uri: string | null;
            currency: string;
            custom_fields: {
                name: string;
                value: string | number | boolean;
            }[];
            customer_email: string;
            customer_id: string | null;
            developer_return_url: string | null;
            developer_title: string | null;
            developer_webhook: string | null;
            discount: number;
            discount_display: number;
            exchange_rate: number;
            fee_billed: boolean;
            fee_percentage: number;
            gateway: string | null;
            id: string;
            ip: string | null;
            is_developer_invoice: boolean;
            is_vpn_or_proxy: boolean;
            location: null;
            name: string | null;
            /** @enum {string} */
            origin: "API" | "DASHBOARD" | "STOREFRONT" | "SUBSCRIPTION";
            product_id: string | null;
            product_title: string | null;
            product_type: string | null;
            product_variants: {
                title: string;
            }[];
            quantity: number;
            scheduled_payout: boolean;
            shop_id: string;
            /** @enum {string} */
            status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
            status_details: string | null;
            subscription_id: string | null;
            subtotal: number;
            subtype: string | null;
            surname: string | null;
            tax: number;
            tax_percentage: number;
            to_process: boolean;
            total: number;
            total_display: number;
            /** @enum {string} */
            type: "PRODUCT" | "PAYMENT";
            /** Format: uuid */
            uniqid: string;
            updated_at: number;
            user_agent: string | null;
            void_details: string | null;
            volume_discount: number;
        };
        InvoiceTimelineEvent: {
            actor: {
                name: string | null;
                /** @enum {string} */
                type: "merchant" | "support" | "api" | "buyer" | "provider" | "system";
                user_id: string | null;
            } | null;
            amount: string | null;
            channel: string | null;
            currency: string | null;
            field: string | null;
            gateway: string | null;
            id: string;
            line_item_id: string | null;
            note: string | null;
            /** Format: date-time */
            occurred_at: string;
            origin: string | null;
            outcome: string | null;
            previous_amount: string | null;
            previous_status: string | null;
            product_title: string | null;
            reason: string | null;
            recipient: string | null;
            reference: string | null;
            status: string | null;
            template: string | null;
            /** @enum {string} */
            type: "created" | "total_changed" | "payment_started" | "payment_failed" | "payment_cancelled" | "marked_paid" | "status_changed" | "voided" | "line_delivered" | "shipped" | "email_queued" | "email_sent" | "keys_revealed" | "downloaded" | "access_granted" | "access_revoked" | "refund_requested" | "dispute_opened" | "dispute_won" | "dispute_lost" | "buyer_details_changed" | "webhook";
            webhook: {
                attempts: number;
                error_message: string | null;
                event: string;
                response_code: number | null;
                /** @enum {string} */
                status: "PENDING" | "PROCESSING" | "SUCCESS" | "FAILED";
                url: string | null;
            } | null;
        };
        License: {
            created_at: number;
            customer_email: string | null;
            expires_at: number | null;
            hwid: string | null;
            /** Format: uuid */
            id: string;
            key: string;
            last_validated_at: number | null;
            order_id: string | null;
            /** Format: uuid */
            product_id: string;
            /** @enum {string} */
            status: "ACTIVE" | "DISABLED";
            updated_at: number;
        };
        Order: {
            affiliate_code: string | null;
            affiliate_customer_id: string | null;
            affiliate_discount_amount: number;
            affiliate_link_id: string | null;
            checkout_url: string | null;
            created_at: number;
            currency: string;
            custom_fields: {
                [key: string]: string | number | boolean;
            } | null;
            customer_email: string;
            customer_id: string | null;
            discount: number;
            /** @enum {string} */
            flow_type: "HOSTED_CHECKOUT" | "MANUAL";
            gateway: string | null;
            id: string;
            items: {
                product_id: string;
                product_title: string;
                product_type: string;
                quantity: number;
                total: number;
                unit_price: number;
                variant_title: string | null;
            }[];
            /** @enum {string} */
            payment_status: "UNPAID" | "PAYMENT_STARTED" | "PAID" | "PARTIALLY_REFUNDED" | "REFUNDED" | "DISPUTED" | "CANCELLED";
            provider_reference: string | null;
            provider_reference_type: string | null;
            session_id?: string;
            shop_id: string;
            /** @enum {string} */
            status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
            subtotal: number;
            total: number;
            /** Format: uuid */
            uniqid: string;
            updated_at: number;
        };
        Payment: {
            checkout_url?: string;
            created_at: number;
            currency: string;
            session_id?: string;
            /** @enum {string} */
            status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
            total: number;
            /** Format: uuid */
            uniqid: string;
            url: string;
            url_branded: string;
            webhook_secret?: string;
        };
        PaymentLink: {
            active: boolean;
            amount: number | null;
            created_at: number;
            currency: string | null;
            /** Format: uuid */
            id: string;
            product_id: string | null;
            quantity: number;
            title: string;
            uniqid: string;
            updated_at: number;
            url: string;
            uses: number;
        };
        Product: {
            affiliate_revenue_percent: number;
            block_vpn_proxies: boolean;
            category_id: string | null;
            cost: number;
            cost_display: number;
            created_at: number;
            crypto_confirmations: number;
            currency: string;
            custom_fields: {
                name: string;
                options: string[];
                placeholder: string | null;
                required: boolean;
                /** @enum {string} */
                type: "text" | "number" | "email" | "checkbox" | "select";
            }[];
            delivery_text: string | null;
            delivery_time: number;
            description: string | null;
            discount_percent: number;
            dynamic_webhook: string | null;
            file_id: string | null;
            gateways: string[];
            id: string;
            image_id: string | null;
            license_period: string | null;
            licensing_enabled: boolean;
            max_risk_level: number;
            on_hold: boolean;
            pay_what_you_want: boolean;
            price: number;
            price_display: number;
            private: boolean;
            quantity_max: number;
            quantity_min: number;
            quantity_warning: number;
            recurring_interval: ("DAY" | "WEEK" | "MONTH" | "YEAR") | null;
            recurring_interval_count: number;
            redirect_link: string | null;
            service_text: string | null;
            shop_id: string;
            slug: string;
            sort_priority: number;
            stock: number;
            stock_delimiter: string;
            /** @enum {string} */
            subtype: "SINGLE" | "RECURRING";
            terms_of_service: string | null;
            title: string;
            trial_period: number;
            /** @enum {string} */
            type: "SERIALS" | "SERVICE" | "DYNAMIC" | "FILE" | "SUBSCRIPTION";
            uniqid: string;
            unlisted: boolean;
            updated_at: number;
            variants?: {
                id: string;
                price: number;
                price_display: number;
                sort_order: number;
                stock: number;
                title: string;
            }[];
            volume_discounts: {
                quantity: number;
                /** @enum {string} */
                type: "PERCENTAGE" | "FIXED";
                value: number;
            }[];
            warranty_days: number;
            warranty_text: string | null;
            watermark_enabled: boolean;
            watermark_text: string | null;
            youtube_link: string | null;
        };
        ProductGroup: {
            created_at: number;
            id: string;
            image_url: string | null;
            products: {
                id: string;
                position: number;
                title: string;
                uniqid: string;
            }[];
            products_count: number;
            shop_id: string;
            sort_priority: number;
            title: string;
            uniqid: string;
            unlisted: boolean;
            updated_at: number;
        };
        ReplacementEvent: {
            actor: {
                /** @enum {string} */
                type: "api" | "system";
            };
            created_at: number;
            /** Format: uuid */
            id: string;
            invoice_uniqid: string;
            /** Format: uuid */
            line_item_id: string;
            new_serial: string;
            old_serial: string;
            /** Format: uuid */
            product_id: string;
            product_title: string;
            reason: string | null;
        };
        Reseller: {
            commission_percent: number;
            created_at: number;
            email: string;
            id: string;
            lifetime_orders: number;
            lifetime_revenue: string;
            /** @enum {string} */
            mode: "AFFILIATE" | "WHOLESALE" | "BOTH";
            product_access: {
                commission_percent_override: number | null;
                max_quantity: number | null;
                product_id: string;
                variant_prices: {
                    variant_id: string;
                    wholesale_price: number;
                }[];
                wholesale_price: number | null;
            }[];
            purchase_limit_daily: number | null;
            status: string;
            tier_id: string | null;
            updated_at: number;
        };
        Review: {
            created_at: number;
            customer_email: string;
            /** @enum {string} */
            feedback: "POSITIVE" | "NEUTRAL" | "NEGATIVE";
            /** Format: uuid */
            id: string;
            invoice_uniqid: string;
            message: string;
            product_id: string | null;
            product_title: string | null;
            replied_at: number | null;
            reply: string | null;
            score: number;
            uniqid: string;
            updated_at: number;
        };
        Shop: {
            created_at: number;
            currency: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            updated_at: number;
        };
        Subscription: {
            cancel_at_period_end: boolean;
            cancel_reason_comment: string | null;
            cancel_reason_id: number | null;
            canceled_at: number | null;
            coupon_id: string | null;
            created_at: number;
            currency: string;
            current_period_end: number | null;
            current_period_start: number | null;
            custom_fields: {
                [key: string]: string | number | boolean;
            };
            customer_email: string;
            customer_id: string | null;
            gateway: string | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
            interval_count: number;
            invoices: string[];
            origin: string;
            paused_at: number | null;
            payment_link_id: string | null;
            paypal_subscription_id: string | null;
            price: number;
            /** Format: uuid */
            product_id: string;
            product_title: string;
            quantity: number;
            renewal_invoice_created: boolean;
            resumes_at: number | null;
            /** Format: uuid */
            shop_id: string;
            /** @enum {string} */
            status: "PENDING" | "CANCELED" | "TRIALING" | "ACTIVE" | "CANCELLED";
            status_details: string | null;
            stripe_subscription_id: string | null;
            trial_ends_at: number | null;
            trial_period_ending_email_sent: boolean;
            upcoming_email_1_week_sent: boolean;
            updated_at: number;
        };
        Theme: {
            /** @enum {string} */
            base: "default" | "classic" | "pulse" | "starlight" | "clean-minimal" | "apex" | "nebula" | "phantom" | "shadow" | "vault";
            base_retired: boolean;
            created_at: number;
            draft_revision: number;
            /** Format: uuid */
            id: string;
            live: boolean;
            name: string;
            published_at: number | null;
            published_revision: number | null;
            updated_at: number;
        };
        Ticket: {
            closed_at: number | null;
            created_at: number;
            customer_email: string;
            /** Format: uuid */
            id: string;
            invoice_uniqid: string;
            last_message_at: number;
            /** @enum {string} */
            last_message_by: "BUYER" | "MERCHANT";
            messages: {
                /** @enum {string} */
                author: "BUYER" | "MERCHANT";
                created_at: number;
                /** Format: uuid */
                id: string;
                message: string;
            }[];
            messages_count: number;
            /** @enum {string} */
            status: "OPEN" | "ANSWERED" | "CLOSED";
            title: string;
            uniqid: string;
            updated_at: number;
        };
        Variant: {
            created_at: number;
            id: string;
            price: number;
            price_display: number;
            product_id: string;
            sort_order: number;
            stock: number;
            title: string;
            updated_at: number;
        };
        WalletEntry: {
            amount: number;
            balance_after: number;
            created_at: number;
            currency: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "credit" | "debit";
        };
        Webhook: {
            created_at: number;
            description: string | null;
            disabled_at: number | null;
            disabled_reason: string | null;
            events: string[];
            id: string;
            is_active: boolean;
            previous_secret_expires_at: number | null;
            product_id: string | null;
            /** @enum {string} */
            retry_schedule: "standard" | "extended";
            secret_hint: string;
            shop_id: string;
            uniqid: string;
            updated_at: number;
            url: string;
        };
        WebhookDelivery: {
            attempts: number;
            created_at: number;
            duration_ms: number | null;
            error_message: string | null;
            event: string;
            event_id: string | null;
            id: string;
            is_test: boolean;
            next_attempt_at: number | null;
            resend: number;
            response_code: number | null;
            retry_of: string | null;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "SUCCESS" | "FAILED";
            uniqid: string;
            updated_at: number;
            url: string;
            webhook_id: string | null;
        };
        WebhookDeliveryDetail: {
            attempt_history: {
                duration_ms: number;
                error_message: string | null;
                number: number;
                request_headers: {
                    [key: string]: string;
                };
                response_body: string | null;
                response_code: number | null;
                started_at: number;
            }[];
            attempts: number;
            created_at: number;
            duration_ms: number | null;
            error_message: string | null;
            event: string;
            event_id: string | null;
            id: string;
            is_test: boolean;
            next_attempt_at: number | null;
            request_body: string;
            resend: number;
            response_code: number | null;
            retry_of: string | null;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "SUCCESS" | "FAILED";
            uniqid: string;
            updated_at: number;
            url: string;
            webhook_id: string | null;
        };
    };
    responses: {
        /** @description Bad request: `BAD_REQUEST`. */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Conflict: `CONFLICT`. */
        ConflictOnMutation: {
            headers: {
                "Idempotency-Status": components["headers"]["Idempotency-Status"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Forbidden: `FORBIDDEN`. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Internal server error: `INTERNAL_ERROR`. */
        InternalServerError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found: `NOT_FOUND`. */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found: `NOT_FOUND`. */
        NotFoundOnMutation: {
            headers: {
                "Idempotency-Status": components["headers"]["Idempotency-Status"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Payload too large: `PAYLOAD_TOO_LARGE`. */
        PayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Service unavailable: `SERVICE_UNAVAILABLE`. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests: `RATE_LIMITED`. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unauthorized: `UNAUTHORIZED`. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unprocessable content: `VALIDATION_ERROR`. */
        UnprocessableContent: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unprocessable content: `VALIDATION_ERROR`, `IDEMPOTENCY_CONFLICT`. */
        UnprocessableContentOnMutation: {
            headers: {
                "Idempotency-Status": components["headers"]["Idempotency-Status"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`. */
        UnsupportedMediaType: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
        "Idempotency-Key": string;
        /** @description Identifies platform deliveries. */
        "User-Agent": "Shopforge-Webhook/1.0";
        /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
        "webhook-id": string;
        /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
        "webhook-signature": string;
        /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
        "webhook-timestamp": number;
        /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
        "X-Idempotency-Key": string;
        /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
        "X-Shopforge-Delivery": string;
        /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
        "X-Shopforge-Signature": string;
        /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
        "X-Shopforge-Signature-V2": string;
        /** @description Algorithm of `X-Shopforge-Signature-V2`. */
        "X-Shopforge-Signature-V2-Algorithm": "HMAC-SHA256";
        /** @description Unix seconds at which this attempt was signed. */
        "X-Shopforge-Timestamp": number;
        /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
        "X-Shopforge-Unescaped-Signature": string;
    };
    requestBodies: never;
    headers: {
        /** @description `created`: first call with this key, its answer is stored; `cached`: a stored answer replayed; `processing`: the first call with this key is still running; `bypassed`: no key was sent. */
        "Idempotency-Status": "created" | "cached" | "processing" | "bypassed";
        /** @description Seconds to wait before retrying; always sent with 429 and 503. */
        "Retry-After": number;
        /** @description Capacity of the caller's token bucket. */
        "X-RateLimit-Limit": number;
        /** @description Tokens left in the bucket after this request. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the bucket next refills. */
        "X-RateLimit-Reset": number;
        /** @description Correlation id of this request: the caller's own value when it sent 1 to 128 characters of `[A-Za-z0-9._:-]`, otherwise a fresh UUID. Quote it when reporting a problem. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAffiliatesApplications: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "PENDING" | "APPROVED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            customer_id: string;
                            decided_at: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string | null;
                            note: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            website: string | null;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAffiliatesSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id: string;
                    message?: string;
                    /** Format: uri */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            customer_id: string;
                            decided_at: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string | null;
                            note: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            website: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAffiliatesApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    code?: string;
                    /** @default 10 */
                    commission_percent?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            customer_id: string;
                            decided_at: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string | null;
                            note: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            website: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAffiliatesReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            customer_id: string;
                            decided_at: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string | null;
                            note: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            website: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAffiliatesCustomers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            affiliate_since: number;
                            code: string;
                            /** Format: uuid */
                            customer_id: string;
                            email: string;
                            name: string;
                            referred_orders: number;
                            revenue: number;
                            revenue_currency: string;
                            revenue_percent: number;
                            surname: string;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnalyticsReport"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAnalyticsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from?: string;
                    name: string;
                    /**
                     * @default LAST_30_DAYS
                     * @enum {string}
                     */
                    range?: "LAST_7_DAYS" | "LAST_30_DAYS" | "LAST_90_DAYS" | "MONTH_TO_DATE" | "CUSTOM";
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnalyticsReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnalyticsReport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAnalyticsGenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            error: string | null;
                            finished_at: number | null;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            report_id: string;
                            result: {
                                average_order_value: number;
                                by_day: {
                                    date: string;
                                    orders: number;
                                    payments: number;
                                    refunds: number;
                                    revenue: number;
                                }[];
                                currency: string;
                                from: string;
                                net_revenue: number;
                                orders: number;
                                other_currencies: {
                                    currency: string;
                                    orders: number;
                                    refunds: number;
                                    revenue: number;
                                }[];
                                payments: number;
                                refund_count: number;
                                refunds: number;
                                revenue: number;
                                to: string;
                                top_products: {
                                    product_id: string;
                                    quantity: number;
                                    revenue: number;
                                    title: string;
                                }[];
                            } | null;
                            started_at: number | null;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKeysList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            last_used_at: number | null;
                            name: string | null;
                            prefix: string;
                            revoked_at: number | null;
                            scopes: string[];
                            /** Format: uuid */
                            shop_id: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeysCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            api_key: string;
                            key: {
                                created_at: number;
                                /** Format: uuid */
                                id: string;
                                last_used_at: number | null;
                                name: string | null;
                                prefix: string;
                                revoked_at: number | null;
                                scopes: string[];
                                /** Format: uuid */
                                shop_id: string;
                            };
                            /** Format: uuid */
                            key_id: string;
                            scopes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteApiKeysRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            last_used_at: number | null;
                            name: string | null;
                            prefix: string;
                            revoked_at: number | null;
                            scopes: string[];
                            /** Format: uuid */
                            shop_id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchApiKeysUpdateScopes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            last_used_at: number | null;
                            name: string | null;
                            prefix: string;
                            revoked_at: number | null;
                            scopes: string[];
                            /** Format: uuid */
                            shop_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlacklistList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                type?: "EMAIL" | "IP" | "COUNTRY" | "FINGERPRINT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlacklistEntry"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBlacklistCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: string;
                    note?: string | null;
                    /** @enum {string} */
                    type: "EMAIL" | "IP" | "COUNTRY" | "FINGERPRINT";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlacklistEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlacklistGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlacklistEntry"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBlacklistDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchBlacklistUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    data?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlacklistEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoriesList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCategoriesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    products?: string[];
                    /** @default 0 */
                    sort_priority?: number;
                    title: string;
                    /** @default false */
                    unlisted?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoriesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCategoriesDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCategoriesUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    products?: string[];
                    sort_priority?: number;
                    title?: string;
                    unlisted?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCouponsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCouponsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    discount: number;
                    /** @default true */
                    is_active?: boolean;
                    /** @default -1 */
                    max_discount?: -1 | number;
                    /** @default -1 */
                    max_uses?: number;
                    /** @default 0 */
                    min_order_amount?: number;
                    /** @default [] */
                    products_bound?: string[];
                    /** @enum {string} */
                    type: "PERCENTAGE" | "FIXED";
                    /** @default null */
                    valid_from?: number | null;
                    /** @default null */
                    valid_until?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCouponsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCouponsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCouponsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    code?: string;
                    discount?: number;
                    is_active?: boolean;
                    max_discount?: -1 | number;
                    max_uses?: number;
                    min_order_amount?: number;
                    products_bound?: string[];
                    /** @enum {string} */
                    type?: "PERCENTAGE" | "FIXED";
                    valid_from?: number | null;
                    valid_until?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCouponsGetByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCryptoWalletsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CryptoWallet"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCryptoWalletsPut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                coin: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmations_needed?: number;
                    xpub: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CryptoWallet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCryptoWalletsRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                coin: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            coin: "BTC" | "LTC" | "ETH" | "USDC_ERC20";
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomersList: {
        parameters: {
            query?: {
                cursor?: string;
                filters?: string | unknown[];
                limit?: number;
                sorts?: string | unknown[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customer"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCustomersCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additional_address_info?: string;
                    city?: string;
                    country_code?: string;
                    customer_balance_currency?: string;
                    /** Format: email */
                    email: string;
                    name?: string;
                    phone?: string;
                    phone_country_code?: string;
                    postal_code?: string;
                    state?: string;
                    street_address?: string;
                    surname?: string;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomersGet: {
        parameters: {
            query?: {
                include_affiliate?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_address_info: string;
                            affiliate?: {
                                code: string | null;
                                referred_orders: number;
                                revenue: number;
                                revenue_currency: string;
                                revenue_percent: number;
                            };
                            affiliate_revenue: number;
                            affiliate_revenue_currency: string;
                            affiliate_revenue_percent: number;
                            city: string;
                            country_code: string;
                            created_at: number;
                            customer_balance: number;
                            customer_balance_currency: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            order_count: number;
                            phone: string;
                            phone_country_code: string;
                            postal_code: string;
                            /** Format: uuid */
                            shop_id: string;
                            state: string;
                            street_address: string;
                            surname: string;
                            tags: string[];
                            total_spent: number;
                            updated_at: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCustomersUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    additional_address_info?: string;
                    city?: string;
                    country_code?: string;
                    /** Format: email */
                    email?: string;
                    name?: string;
                    phone?: string;
                    phone_country_code?: string;
                    postal_code?: string;
                    state?: string;
                    street_address?: string;
                    surname?: string;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCustomersCredit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer: components["schemas"]["Customer"];
                            entry: components["schemas"]["WalletEntry"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCustomersDebit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer: components["schemas"]["Customer"];
                            entry: components["schemas"]["WalletEntry"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomersWalletEntries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletEntry"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDisputesList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "OPEN" | "WON" | "LOST";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDisputesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailMarketingListContacts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                subscribed?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            consent_basis: string;
                            created_at: number;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            source: string;
                            subscribed: boolean;
                            suppression: ("BOUNCED" | "COMPLAINED") | null;
                            updated_at: number;
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEmailMarketingUpsertContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default CONSENT
                     * @enum {string}
                     */
                    consent_basis?: "SOFT_OPT_IN" | "CONSENT";
                    /** Format: email */
                    email: string;
                    /** @default dev-api */
                    source?: string;
                    /** @default true */
                    subscribed?: boolean;
                    suppression?: ("BOUNCED" | "COMPLAINED") | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            consent_basis: string;
                            created_at: number;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            source: string;
                            subscribed: boolean;
                            suppression: ("BOUNCED" | "COMPLAINED") | null;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailMarketingListSegments: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailSegment"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEmailMarketingCreateSegment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    filter_rules?: {
                        [key: string]: unknown;
                    };
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailSegment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailMarketingGetSegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmailSegment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyerEmailsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuyerEmail"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyerEmailsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuyerEmail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuyerEmailsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            delivery_configured: boolean;
                            goods_in_mail: boolean;
                            /** @enum {string} */
                            locale: "en" | "de" | "fr" | "es";
                            reply_to: string | null;
                            templates: {
                                dispute_closed: boolean;
                                payment_request: boolean;
                                receipt: boolean;
                                refund: boolean;
                                renewal_invoice: boolean;
                                renewal_upcoming: boolean;
                                reseller_delivery: boolean;
                                trial_ending: boolean;
                            };
                            updated_at: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchBuyerEmailsUpdateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    goods_in_mail?: boolean;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "es";
                    reply_to?: string | null;
                    templates?: {
                        dispute_closed?: boolean;
                        payment_request?: boolean;
                        receipt?: boolean;
                        refund?: boolean;
                        renewal_invoice?: boolean;
                        renewal_upcoming?: boolean;
                        reseller_delivery?: boolean;
                        trial_ending?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            delivery_configured: boolean;
                            goods_in_mail: boolean;
                            /** @enum {string} */
                            locale: "en" | "de" | "fr" | "es";
                            reply_to: string | null;
                            templates: {
                                dispute_closed: boolean;
                                payment_request: boolean;
                                receipt: boolean;
                                refund: boolean;
                                renewal_invoice: boolean;
                                renewal_upcoming: boolean;
                                reseller_delivery: boolean;
                                trial_ending: boolean;
                            };
                            updated_at: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBuyerEmailsSendTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    template: "receipt" | "renewal_invoice" | "renewal_upcoming" | "trial_ending" | "refund" | "dispute_closed" | "payment_request" | "reseller_delivery";
                    /** Format: email */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuyerEmail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEscrowList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "HELD" | "RELEASED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Escrow"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEscrowCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 14 */
                    hold_days?: number;
                    invoice_id: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Escrow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEscrowGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Escrow"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEscrowCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Escrow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEscrowRelease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Escrow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformEventsList: {
        parameters: {
            query?: {
                cursor?: string;
                filters?: string | unknown[];
                limit?: number;
                sorts?: string | unknown[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformEventsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformEventsFeed: {
        parameters: {
            query?: {
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGroupsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductGroup"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postGroupsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    image_url?: string | null;
                    /** @default [] */
                    products?: string[];
                    /** @default 0 */
                    sort_priority?: number;
                    title: string;
                    /** @default false */
                    unlisted?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGroupsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductGroup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGroupsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchGroupsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    image_url?: string | null;
                    products?: string[];
                    sort_priority?: number;
                    title?: string;
                    unlisted?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoicesList: {
        parameters: {
            query?: {
                cursor?: string;
                customerEmail?: string;
                filters?: string | unknown[];
                limit?: number;
                sorts?: string | unknown[];
                status?: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoicesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uniqid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoicesTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uniqid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: components["schemas"]["InvoiceTimelineEvent"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLicensesList: {
        parameters: {
            query?: {
                cursor?: string;
                customer_email?: string;
                limit?: number;
                product_id?: string;
                status?: "ACTIVE" | "DISABLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["License"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLicensesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    customer_email?: string;
                    expires_at?: number;
                    hwid?: string;
                    product_id: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["License"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLicensesDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchLicensesUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    expires_at?: number | null;
                    hwid?: string | null;
                    /** @enum {string} */
                    status?: "ACTIVE" | "DISABLED";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["License"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLicensesValidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hwid?: string;
                    key: string;
                    product_id?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            license: components["schemas"]["License"];
                            /** @constant */
                            valid: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Shop"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credential: {
                                id: string;
                                /** @enum {string} */
                                type: "api_key" | "oauth_token";
                            };
                            enabledPaymentMethods: string[];
                            features: {
                                nativeCryptoCheckout: {
                                    enabled: boolean;
                                    gateways: string[];
                                };
                            };
                            fullAccess: boolean;
                            oauthClient: {
                                clientId: string;
                                name: string;
                            } | null;
                            readable: ("orders" | "invoices" | "payments" | "payment_links" | "payment_settings" | "products" | "coupons" | "customers" | "subscriptions" | "disputes" | "licenses" | "webhooks" | "events" | "analytics" | "affiliates" | "reseller_programs" | "resellers" | "reseller_sales" | "reseller_payouts" | "reseller_stock" | "themes" | "store" | "security" | "api_keys" | "oauth_apps" | "email_marketing" | "emails" | "telegram" | "support" | "blacklist" | "escrow")[];
                            scopes: string[];
                            writable: ("orders" | "invoices" | "payments" | "payment_links" | "payment_settings" | "products" | "coupons" | "customers" | "subscriptions" | "disputes" | "licenses" | "webhooks" | "events" | "analytics" | "affiliates" | "reseller_programs" | "resellers" | "reseller_sales" | "reseller_payouts" | "reseller_stock" | "themes" | "store" | "security" | "api_keys" | "oauth_apps" | "email_marketing" | "emails" | "telegram" | "support" | "blacklist" | "escrow")[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopAppsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_id: string;
                            /** @enum {string} */
                            client_type: "confidential" | "public";
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            redirect_uris: string[];
                            scopes: string[];
                            secret_prefix: string | null;
                            secret_rotated_at: number | null;
                            /** Format: uuid */
                            shop_id: string;
                            updated_at: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopAppsRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default confidential
                     * @enum {string}
                     */
                    client_type?: "confidential" | "public";
                    name: string;
                    redirect_uris: string[];
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app: {
                                client_id: string;
                                /** @enum {string} */
                                client_type: "confidential" | "public";
                                created_at: number;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                redirect_uris: string[];
                                scopes: string[];
                                secret_prefix: string | null;
                                secret_rotated_at: number | null;
                                /** Format: uuid */
                                shop_id: string;
                                updated_at: number;
                            };
                            client_id: string;
                            client_secret: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopAppsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchShopAppsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    redirect_uris?: string[];
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            client_id: string;
                            /** @enum {string} */
                            client_type: "confidential" | "public";
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            redirect_uris: string[];
                            scopes: string[];
                            secret_prefix: string | null;
                            secret_rotated_at: number | null;
                            /** Format: uuid */
                            shop_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopAppsRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app: {
                                client_id: string;
                                /** @enum {string} */
                                client_type: "confidential" | "public";
                                created_at: number;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                redirect_uris: string[];
                                scopes: string[];
                                secret_prefix: string | null;
                                secret_rotated_at: number | null;
                                /** Format: uuid */
                                shop_id: string;
                                updated_at: number;
                            };
                            client_id: string;
                            client_secret: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShopAppsInstallations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active_token_families: number;
                            app: {
                                client_id: string;
                                name: string;
                            };
                            approved_by: {
                                email: string | null;
                                member_id: string | null;
                            };
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            revoked_at: number | null;
                            scopes: string[];
                            /** Format: uuid */
                            shop_id: string;
                            updated_at: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShopAppsRevokeInstallation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active_token_families: number;
                            app: {
                                client_id: string;
                                name: string;
                            };
                            approved_by: {
                                email: string | null;
                                member_id: string | null;
                            };
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            revoked_at: number | null;
                            scopes: string[];
                            /** Format: uuid */
                            shop_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    oauthAuthorize: {
        parameters: {
            query: {
                client_id: string;
                code_challenge?: string;
                code_challenge_method?: string;
                redirect_uri: string;
                response_type: string;
                scope?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in or consent page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Back to `redirect_uri` with `code` and `state`, or an RFC 6749 §4.1.2.1 `error`. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown client or an unregistered `redirect_uri`: an error page, nothing is redirected. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    oauthIntrospect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: string;
                    client_secret?: string;
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                };
                "application/x-www-form-urlencoded": {
                    client_id?: string;
                    client_secret?: string;
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                };
            };
        };
        responses: {
            /** @description RFC 7662 §2.2 answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        active: false;
                    } | {
                        /** @constant */
                        active: true;
                        client_id: string;
                        exp: number;
                        iat: number;
                        iss: string;
                        scope: string;
                        shop_id: string;
                        sub: string | null;
                        /** @enum {string} */
                        token_type: "Bearer" | "refresh_token";
                    };
                };
            };
            /** @description RFC 6749 §5.2 error (`invalid_request`, `invalid_grant`, `unsupported_grant_type`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
            /** @description `invalid_client`: the client could not be authenticated (with `WWW-Authenticate: Basic`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
        };
    };
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: string;
                    client_secret?: string;
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                };
                "application/x-www-form-urlencoded": {
                    client_id?: string;
                    client_secret?: string;
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                };
            };
        };
        responses: {
            /** @description Revoked (or unknown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description RFC 6749 §5.2 error (`invalid_request`, `invalid_grant`, `unsupported_grant_type`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
            /** @description `invalid_client`: the client could not be authenticated (with `WWW-Authenticate: Basic`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: string;
                    client_secret?: string;
                    code: string;
                    /** @description PKCE (RFC 7636): required for public apps. */
                    code_verifier?: string;
                    /** @constant */
                    grant_type: "authorization_code";
                    redirect_uri: string;
                } | {
                    client_id?: string;
                    client_secret?: string;
                    /** @constant */
                    grant_type: "refresh_token";
                    refresh_token: string;
                };
                "application/x-www-form-urlencoded": {
                    client_id?: string;
                    client_secret?: string;
                    code: string;
                    /** @description PKCE (RFC 7636): required for public apps. */
                    code_verifier?: string;
                    /** @constant */
                    grant_type: "authorization_code";
                    redirect_uri: string;
                } | {
                    client_id?: string;
                    client_secret?: string;
                    /** @constant */
                    grant_type: "refresh_token";
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description RFC 6749 §5.1 token response. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        refresh_token: string;
                        scope: string;
                        /** @constant */
                        token_type: "Bearer";
                    };
                };
            };
            /** @description RFC 6749 §5.2 error (`invalid_request`, `invalid_grant`, `unsupported_grant_type`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
            /** @description `invalid_client`: the client could not be authenticated (with `WWW-Authenticate: Basic`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type";
                        error_description: string;
                    };
                };
            };
        };
    };
    getOrdersList: {
        parameters: {
            query?: {
                cursor?: string;
                filters?: string | unknown[];
                limit?: number;
                sorts?: string | unknown[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postOrdersCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country?: string;
                    coupon_code?: string;
                    custom_fields?: {
                        [key: string]: string | number | boolean;
                    };
                    /** Format: email */
                    customer_email: string;
                    gateway?: string;
                    items: {
                        product_id: string;
                        quantity: number;
                        variant_id?: string | null;
                    }[];
                    referral_code?: string;
                    /** Format: uri */
                    return_url?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrdersGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putOrdersUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referral_code: string;
                };
                "application/x-www-form-urlencoded": {
                    referral_code: string;
                };
                "multipart/form-data": {
                    referral_code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchOrdersUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referral_code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postOrdersFulfill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReplacementsReplace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
                line_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    serial: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReplacementEvent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postOrdersRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    amount?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postOrdersVoid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLinksList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentLinksCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number;
                    currency?: string;
                    product_id?: string;
                    /** @default 1 */
                    quantity?: number;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLinksGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentLinksToggle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentProvidersList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            livemode: boolean;
                            method: string;
                            /** @enum {string} */
                            provider: "stripe" | "paypal";
                            secret_key_hint: string;
                            updated_at: number;
                            webhook_secret_hint: string;
                            webhook_url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePaymentProvidersDisconnect: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            /** @enum {string} */
                            provider: "stripe" | "paypal";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putPaymentProvidersConnectPayPal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    client_secret: string;
                    /** @enum {string} */
                    environment: "sandbox" | "live";
                    webhook_id: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            livemode: boolean;
                            method: string;
                            /** @enum {string} */
                            provider: "stripe" | "paypal";
                            secret_key_hint: string;
                            updated_at: number;
                            webhook_secret_hint: string;
                            webhook_url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putPaymentProvidersConnectStripe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    secret_key: string;
                    webhook_secret: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            livemode: boolean;
                            method: string;
                            /** @enum {string} */
                            provider: "stripe" | "paypal";
                            secret_key_hint: string;
                            updated_at: number;
                            webhook_secret_hint: string;
                            webhook_url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    crypto_gateway?: string;
                    currency: string;
                    /** Format: email */
                    email: string;
                    gateway?: string;
                    /** Format: uri */
                    return_url?: string;
                    /** @default false */
                    send_email?: boolean;
                    title: string;
                    value: number;
                    /** Format: uri */
                    webhook?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uniqid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsList: {
        parameters: {
            query?: {
                cursor?: string;
                include_variants?: "0" | "1" | "true" | "false";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProductsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    affiliate_revenue_percent?: number;
                    block_vpn_proxies?: boolean;
                    category_id?: string | null;
                    cost?: number;
                    crypto_confirmations?: number;
                    currency?: string;
                    custom_fields?: {
                        name: string;
                        options: string[];
                        placeholder: string | null;
                        required: boolean;
                        /** @enum {string} */
                        type: "text" | "number" | "email" | "checkbox" | "select";
                    }[];
                    delivery_text?: string | null;
                    delivery_time?: number;
                    description?: string | null;
                    discount_percent?: number;
                    dynamic_webhook?: string | null;
                    file_id?: string | null;
                    gateways?: string[];
                    image_id?: string | null;
                    license_period?: string | null;
                    licensing_enabled?: boolean;
                    max_risk_level?: number;
                    on_hold?: boolean;
                    pay_what_you_want?: boolean;
                    price: number;
                    private?: boolean;
                    quantity_max?: number;
                    quantity_min?: number;
                    quantity_warning?: number;
                    recurring_interval?: ("DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                    recurring_interval_count?: number;
                    redirect_link?: string | null;
                    service_text?: string | null;
                    sort_priority?: number;
                    stock?: number;
                    stock_delimiter?: string;
                    /** @enum {string} */
                    subtype?: "SINGLE" | "RECURRING";
                    terms_of_service?: string | null;
                    title: string;
                    trial_period?: number;
                    /** @enum {string} */
                    type: "SERIALS" | "SERVICE" | "DYNAMIC" | "FILE" | "SUBSCRIPTION";
                    unlisted?: boolean;
                    volume_discounts?: {
                        quantity: number;
                        /** @enum {string} */
                        type: "PERCENTAGE" | "FIXED";
                        value: number;
                    }[];
                    warranty_days?: number;
                    warranty_text?: string | null;
                    watermark_enabled?: boolean;
                    watermark_text?: string | null;
                    youtube_link?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProductsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchProductsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    affiliate_revenue_percent?: number;
                    block_vpn_proxies?: boolean;
                    category_id?: string | null;
                    cost?: number;
                    crypto_confirmations?: number;
                    currency?: string;
                    custom_fields?: {
                        name: string;
                        options: string[];
                        placeholder: string | null;
                        required: boolean;
                        /** @enum {string} */
                        type: "text" | "number" | "email" | "checkbox" | "select";
                    }[];
                    delivery_text?: string | null;
                    delivery_time?: number;
                    description?: string | null;
                    discount_percent?: number;
                    dynamic_webhook?: string | null;
                    file_id?: string | null;
                    gateways?: string[];
                    image_id?: string | null;
                    license_period?: string | null;
                    licensing_enabled?: boolean;
                    max_risk_level?: number;
                    on_hold?: boolean;
                    pay_what_you_want?: boolean;
                    price?: number;
                    private?: boolean;
                    quantity_max?: number;
                    quantity_min?: number;
                    quantity_warning?: number;
                    recurring_interval?: ("DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                    recurring_interval_count?: number;
                    redirect_link?: string | null;
                    service_text?: string | null;
                    sort_priority?: number;
                    stock?: number;
                    stock_delimiter?: string;
                    /** @enum {string} */
                    subtype?: "SINGLE" | "RECURRING";
                    terms_of_service?: string | null;
                    title?: string;
                    trial_period?: number;
                    /** @enum {string} */
                    type?: "SERIALS" | "SERVICE" | "DYNAMIC" | "FILE" | "SUBSCRIPTION";
                    unlisted?: boolean;
                    volume_discounts?: {
                        quantity: number;
                        /** @enum {string} */
                        type: "PERCENTAGE" | "FIXED";
                        value: number;
                    }[];
                    warranty_days?: number;
                    warranty_text?: string | null;
                    watermark_enabled?: boolean;
                    watermark_text?: string | null;
                    youtube_link?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductFilesGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content_type: string;
                            created_at: number;
                            filename: string;
                            id: string;
                            product_id: string;
                            sha256: string;
                            size: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putProductFilesBegin: {
        parameters: {
            query: {
                filename: string;
            };
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The file’s bytes, with its `Content-Length`; `Content-Type` is stored as the file’s type. */
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content_type: string;
                            created_at: number;
                            filename: string;
                            id: string;
                            product_id: string;
                            sha256: string;
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProductFilesRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductFilesChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSerialsCounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed: number;
                            counts: {
                                available: number;
                                claimed: number;
                                variant_id: string | null;
                            }[];
                            product_id: string;
                            skipped: number;
                            stock: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSerialsAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serials: string | string[];
                    variant_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed: number;
                            counts: {
                                available: number;
                                claimed: number;
                                variant_id: string | null;
                            }[];
                            product_id: string;
                            skipped: number;
                            stock: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSerialsRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    all?: true;
                    serials?: string[];
                    variant_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed: number;
                            counts: {
                                available: number;
                                claimed: number;
                                variant_id: string | null;
                            }[];
                            product_id: string;
                            skipped: number;
                            stock: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVariantsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Variant"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVariantsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: number;
                    /** @default 0 */
                    sort_order?: number;
                    /** @default -1 */
                    stock?: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Variant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteVariantsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchVariantsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    price?: number;
                    sort_order?: number;
                    stock?: number;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Variant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVariantsFieldsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            default_value: string | null;
                            id: string;
                            name: string;
                            options: string[];
                            placeholder: string | null;
                            required: boolean;
                            sort_order: number;
                            /** @enum {string} */
                            type: "select" | "text" | "number" | "checkbox";
                            updated_at: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVariantsFieldsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    default_value?: string | null;
                    name: string;
                    /** @default [] */
                    options?: string[];
                    /** @default null */
                    placeholder?: string | null;
                    /** @default false */
                    required?: boolean;
                    /** @default 0 */
                    sort_order?: number;
                    /**
                     * @default select
                     * @enum {string}
                     */
                    type?: "select" | "text" | "number" | "checkbox";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            default_value: string | null;
                            id: string;
                            name: string;
                            options: string[];
                            placeholder: string | null;
                            required: boolean;
                            sort_order: number;
                            /** @enum {string} */
                            type: "select" | "text" | "number" | "checkbox";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchVariantsFieldsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                fieldId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    default_value?: string | null;
                    name?: string;
                    options?: string[];
                    placeholder?: string | null;
                    required?: boolean;
                    sort_order?: number;
                    /** @enum {string} */
                    type?: "select" | "text" | "number" | "checkbox";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            default_value: string | null;
                            id: string;
                            name: string;
                            options: string[];
                            placeholder: string | null;
                            required: boolean;
                            sort_order: number;
                            /** @enum {string} */
                            type: "select" | "text" | "number" | "checkbox";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVariantsFieldsAddOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                fieldId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    options: string[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            default_value: string | null;
                            id: string;
                            name: string;
                            options: string[];
                            placeholder: string | null;
                            required: boolean;
                            sort_order: number;
                            /** @enum {string} */
                            type: "select" | "text" | "number" | "checkbox";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProductsDuplicate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                uniqid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReplacementsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReplacementEvent"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProgramGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            default_commission_percent: number;
                            /** @enum {string} */
                            default_mode: "AFFILIATE" | "WHOLESALE" | "BOTH";
                            default_wholesale_discount_percent: number;
                            is_enabled: boolean;
                            min_payout_threshold: number;
                            shop_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchProgramUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    default_commission_percent?: number;
                    /** @enum {string} */
                    default_mode?: "AFFILIATE" | "WHOLESALE" | "BOTH";
                    default_wholesale_discount_percent?: number;
                    is_enabled?: boolean;
                    min_payout_threshold?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            default_commission_percent: number;
                            /** @enum {string} */
                            default_mode: "AFFILIATE" | "WHOLESALE" | "BOTH";
                            default_wholesale_discount_percent: number;
                            is_enabled: boolean;
                            min_payout_threshold: number;
                            shop_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTiersList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            discount_percent: number;
                            id: string;
                            min_orders: number | null;
                            min_revenue: string | null;
                            name: string;
                            rank: number;
                            requires_both: boolean;
                            updated_at: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTiersCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    discount_percent: number;
                    min_orders?: number | null;
                    min_revenue?: number | null;
                    name: string;
                    rank: number;
                    /** @default false */
                    requires_both?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            discount_percent: number;
                            id: string;
                            min_orders: number | null;
                            min_revenue: string | null;
                            name: string;
                            rank: number;
                            requires_both: boolean;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTiersUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                tier_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    discount_percent?: number;
                    min_orders?: number | null;
                    min_revenue?: number | null;
                    name?: string;
                    requires_both?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            discount_percent: number;
                            id: string;
                            min_orders: number | null;
                            min_revenue: string | null;
                            name: string;
                            rank: number;
                            requires_both: boolean;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProgramList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reseller"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchProgramUpdateReseller: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    custom_commission_percent?: number | null;
                    purchase_limit_daily?: number | null;
                    /** @enum {string} */
                    status?: "ACTIVE" | "SUSPENDED" | "DISABLED";
                    /** Format: uuid */
                    tier_id?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reseller"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsReseller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance: number;
                            by_product: {
                                product_id: string;
                                revenue: number;
                                title: string;
                                units: number;
                            }[];
                            currency: string;
                            embed_campaigns: {
                                active: number;
                                paused: number;
                                revoked: number;
                            };
                            lifetime_orders: number;
                            lifetime_revenue: number;
                            reseller_relationship_id: string;
                            sales: {
                                orders: number;
                                refunded: number;
                                revenue: number;
                                units_delivered: number;
                            };
                            stock: {
                                allocated: number;
                                delivered: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            id: string;
                            name: string;
                            product_ids: string[];
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "PAUSED" | "REVOKED";
                            updated_at: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    product_ids: string[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            id: string;
                            name: string;
                            product_ids: string[];
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "PAUSED" | "REVOKED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                campaign_id: string;
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    status?: "ACTIVE" | "PAUSED" | "REVOKED";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            id: string;
                            name: string;
                            product_ids: string[];
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "PAUSED" | "REVOKED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStockInventory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            created_at: number;
                            delivered_at: number | null;
                            delivered_to: string | null;
                            id: string;
                            product_id: string;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "AVAILABLE" | "DELIVERED";
                            stock_transfer_id: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStockDeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                item_id: string;
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            item: {
                                code: string;
                                created_at: number;
                                delivered_at: number | null;
                                delivered_to: string | null;
                                id: string;
                                product_id: string;
                                reseller_relationship_id: string;
                                /** @enum {string} */
                                status: "AVAILABLE" | "DELIVERED";
                                stock_transfer_id: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPayoutsRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStockPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: string;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            stock_transfer: {
                                allocated_at: number | null;
                                created_at: number;
                                currency: string;
                                id: string;
                                invoice_uniqid: string | null;
                                paid_at: number | null;
                                product_id: string;
                                product_title: string;
                                quantity: number;
                                reseller_relationship_id: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "INVOICED" | "PAID" | "ALLOCATED";
                                total: number;
                                unit_price: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStockTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reseller_relationship_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocated_at: number | null;
                            created_at: number;
                            currency: string;
                            id: string;
                            invoice_uniqid: string | null;
                            paid_at: number | null;
                            product_id: string;
                            product_title: string;
                            quantity: number;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "INVOICED" | "PAID" | "ALLOCATED";
                            total: number;
                            unit_price: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStockAllocate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            stock_transfer: {
                                allocated_at: number | null;
                                created_at: number;
                                currency: string;
                                id: string;
                                invoice_uniqid: string | null;
                                paid_at: number | null;
                                product_id: string;
                                product_title: string;
                                quantity: number;
                                reseller_relationship_id: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "INVOICED" | "PAID" | "ALLOCATED";
                                total: number;
                                unit_price: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStockInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                reseller_relationship_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invoice: {
                                uniqid: string;
                                url: string;
                            };
                            stock_transfer: {
                                allocated_at: number | null;
                                created_at: number;
                                currency: string;
                                id: string;
                                invoice_uniqid: string | null;
                                paid_at: number | null;
                                product_id: string;
                                product_title: string;
                                quantity: number;
                                reseller_relationship_id: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "INVOICED" | "PAID" | "ALLOCATED";
                                total: number;
                                unit_price: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            resellers: {
                                active: number;
                                total: number;
                            };
                            sales: {
                                orders: number;
                                refunded: number;
                                revenue: number;
                                units_delivered: number;
                            };
                            top_resellers: {
                                email: string;
                                orders: number;
                                reseller_relationship_id: string;
                                revenue: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProgramInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custom_commission_percent?: number;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    mode?: "AFFILIATE" | "WHOLESALE" | "BOTH";
                    product_access?: {
                        commission_percent_override?: number | null;
                        max_quantity?: number | null;
                        product_id: string;
                        variant_prices?: {
                            variant_id: string;
                            wholesale_price: number;
                        }[];
                        wholesale_price?: number | null;
                    }[];
                    purchase_limit_daily?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accept_url: string;
                            invitation: {
                                accepted_at: number | null;
                                created_at: number;
                                custom_commission_percent: number | null;
                                email: string;
                                id: string;
                                /** @enum {string} */
                                mode: "AFFILIATE" | "WHOLESALE" | "BOTH";
                                product_access: {
                                    commission_percent_override: number | null;
                                    max_quantity: number | null;
                                    product_id: string;
                                    variant_prices: {
                                        variant_id: string;
                                        wholesale_price: number;
                                    }[];
                                    wholesale_price: number | null;
                                }[];
                                purchase_limit_daily: number | null;
                                reseller_relationship_id: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "ACCEPTED";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayoutsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPayoutsDecide: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPayoutsDecide4: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPayoutsDecide3: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPayoutsDecide2: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: number;
                            currency: string;
                            decided_at: number | null;
                            id: string;
                            note: string | null;
                            reseller_relationship_id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "APPROVED" | "COMPLETED" | "REJECTED" | "CANCELLED";
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReviewsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                replied?: "0" | "1" | "true" | "false";
                score?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReviewsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReviewsReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecurityAuditTrail: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                type?: "api_key.created" | "api_key.revoked" | "api_key.scopes_changed" | "oauth_app.created" | "oauth_app.updated" | "oauth_app.secret_rotated" | "oauth_app.deleted" | "oauth_app.authorized" | "oauth_app.denied" | "oauth_app.uninstalled" | "oauth_token.issued" | "oauth_token.refreshed" | "oauth_token.revoked" | "oauth_code.reused" | "oauth_refresh_token.reused" | "member.created" | "member.role_changed" | "member.removed" | "member.login" | "member.login_failed" | "member.logout";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actor: {
                                id: string | null;
                                label: string | null;
                                /** @enum {string} */
                                type: "member" | "operator" | "oauth_app" | "api_key" | "system";
                            };
                            details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            occurred_at: number;
                            session_id: string | null;
                            subject: {
                                id: string;
                                type: string;
                            };
                            /** @enum {string} */
                            type: "api_key.created" | "api_key.revoked" | "api_key.scopes_changed" | "oauth_app.created" | "oauth_app.updated" | "oauth_app.secret_rotated" | "oauth_app.deleted" | "oauth_app.authorized" | "oauth_app.denied" | "oauth_app.uninstalled" | "oauth_token.issued" | "oauth_token.refreshed" | "oauth_token.revoked" | "oauth_code.reused" | "oauth_refresh_token.reused" | "member.created" | "member.role_changed" | "member.removed" | "member.login" | "member.login_failed" | "member.logout";
                            user_agent: string | null;
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecuritySessionTrail: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            actor: {
                                id: string | null;
                                label: string | null;
                                /** @enum {string} */
                                type: "member" | "operator" | "oauth_app" | "api_key" | "system";
                            };
                            details: {
                                [key: string]: string | number | boolean | null | string[];
                            };
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            occurred_at: number;
                            session_id: string | null;
                            subject: {
                                id: string;
                                type: string;
                            };
                            /** @enum {string} */
                            type: "api_key.created" | "api_key.revoked" | "api_key.scopes_changed" | "oauth_app.created" | "oauth_app.updated" | "oauth_app.secret_rotated" | "oauth_app.deleted" | "oauth_app.authorized" | "oauth_app.denied" | "oauth_app.uninstalled" | "oauth_token.issued" | "oauth_token.refreshed" | "oauth_token.revoked" | "oauth_code.reused" | "oauth_refresh_token.reused" | "member.created" | "member.role_changed" | "member.removed" | "member.login" | "member.login_failed" | "member.logout";
                            user_agent: string | null;
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStoreBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            domains: {
                                hostname: string;
                                /** @enum {string} */
                                status: "pending" | "verified" | "failed";
                            }[];
                            layout: {
                                announcement: string | null;
                                footer_text: string;
                                navigation: {
                                    href: string;
                                    label: string;
                                }[];
                            };
                            live_theme: {
                                base: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            settings: {
                                colors: {
                                    accent: string;
                                    background: string;
                                    primary: string;
                                    text: string;
                                };
                                logo_text: string;
                                typography: {
                                    /** @enum {string} */
                                    body_font: "system" | "serif" | "mono" | "rounded";
                                    /** @enum {string} */
                                    heading_font: "system" | "serif" | "mono" | "rounded";
                                };
                            } | null;
                            shop_name: string;
                            storefront_url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStoreAddDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            checked_at: number | null;
                            created_at: number;
                            detail: string | null;
                            hostname: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "failed";
                            verification: {
                                name: string;
                                /** @constant */
                                type: "TXT";
                                value: string;
                            };
                            verified_at: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStoreVerifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            checked_at: number | null;
                            created_at: number;
                            detail: string | null;
                            hostname: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "failed";
                            verification: {
                                name: string;
                                /** @constant */
                                type: "TXT";
                                value: string;
                            };
                            verified_at: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putStoreSetLayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    announcement: string | null;
                    footer_text: string;
                    navigation: {
                        href: string;
                        label: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            announcement: string | null;
                            footer_text: string;
                            navigation: {
                                href: string;
                                label: string;
                            }[];
                            updated_at: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriptionsList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "PENDING" | "CANCELED" | "TRIALING" | "ACTIVE" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriptionsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubscriptionsCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default false */
                    at_period_end?: boolean;
                    comment?: string;
                    reason_id?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSubscriptionsCustomFields: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custom_fields: {
                        [key: string]: (string | number | boolean) | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubscriptionsPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    resumes_at?: number | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubscriptionsResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMessagingTestJourney: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                botId: string;
                journeyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bot_id: string;
                            /** @constant */
                            channel: "telegram";
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            input: {
                                [key: string]: unknown;
                            };
                            journey_id: string;
                            /** @constant */
                            status: "RECORDED";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMessagingListTestRuns: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                botId: string;
                journeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bot_id: string;
                            /** @constant */
                            channel: "telegram";
                            created_at: number;
                            /** Format: uuid */
                            id: string;
                            input: {
                                [key: string]: unknown;
                            };
                            journey_id: string;
                            /** @constant */
                            status: "RECORDED";
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Theme"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesPublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document: {
                                meta: {
                                    description?: string;
                                    title: string;
                                };
                                pages: {
                                    id: string;
                                    sections: ({
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading: string;
                                            subheading?: string;
                                        };
                                        /** @constant */
                                        type: "hero";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /** @default 3 */
                                            columns: number;
                                            heading?: string;
                                            /** @default 12 */
                                            limit: number;
                                            /** @default true */
                                            show_prices: boolean;
                                        };
                                        /** @constant */
                                        type: "product_grid";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading?: string;
                                        };
                                        /** @constant */
                                        type: "rich_text";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            alt: string;
                                            caption?: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image_banner";
                                    })[];
                                    title: string;
                                }[];
                                /** @constant */
                                version: 1;
                            };
                            revision: number;
                            saved_at: number;
                            /** Format: uuid */
                            theme_id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putThemesSave: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document: {
                        meta: {
                            description?: string;
                            title: string;
                        };
                        pages: {
                            id: string;
                            sections: ({
                                /** @default [] */
                                blocks?: ({
                                    id: string;
                                    settings: {
                                        text: string;
                                    };
                                    /** @constant */
                                    type: "text";
                                } | {
                                    id: string;
                                    settings: {
                                        label: string;
                                        link: string;
                                    };
                                    /** @constant */
                                    type: "button";
                                } | {
                                    id: string;
                                    settings: {
                                        alt: string;
                                        url: string;
                                    };
                                    /** @constant */
                                    type: "image";
                                })[];
                                id: string;
                                settings: {
                                    /**
                                     * @default left
                                     * @enum {string}
                                     */
                                    alignment?: "left" | "center";
                                    heading: string;
                                    subheading?: string;
                                };
                                /** @constant */
                                type: "hero";
                            } | {
                                /** @default [] */
                                blocks?: ({
                                    id: string;
                                    settings: {
                                        text: string;
                                    };
                                    /** @constant */
                                    type: "text";
                                } | {
                                    id: string;
                                    settings: {
                                        label: string;
                                        link: string;
                                    };
                                    /** @constant */
                                    type: "button";
                                } | {
                                    id: string;
                                    settings: {
                                        alt: string;
                                        url: string;
                                    };
                                    /** @constant */
                                    type: "image";
                                })[];
                                id: string;
                                settings: {
                                    /** @default 3 */
                                    columns?: number;
                                    heading?: string;
                                    /** @default 12 */
                                    limit?: number;
                                    /** @default true */
                                    show_prices?: boolean;
                                };
                                /** @constant */
                                type: "product_grid";
                            } | {
                                /** @default [] */
                                blocks?: ({
                                    id: string;
                                    settings: {
                                        text: string;
                                    };
                                    /** @constant */
                                    type: "text";
                                } | {
                                    id: string;
                                    settings: {
                                        label: string;
                                        link: string;
                                    };
                                    /** @constant */
                                    type: "button";
                                } | {
                                    id: string;
                                    settings: {
                                        alt: string;
                                        url: string;
                                    };
                                    /** @constant */
                                    type: "image";
                                })[];
                                id: string;
                                settings: {
                                    /**
                                     * @default left
                                     * @enum {string}
                                     */
                                    alignment?: "left" | "center";
                                    heading?: string;
                                };
                                /** @constant */
                                type: "rich_text";
                            } | {
                                /** @default [] */
                                blocks?: ({
                                    id: string;
                                    settings: {
                                        text: string;
                                    };
                                    /** @constant */
                                    type: "text";
                                } | {
                                    id: string;
                                    settings: {
                                        label: string;
                                        link: string;
                                    };
                                    /** @constant */
                                    type: "button";
                                } | {
                                    id: string;
                                    settings: {
                                        alt: string;
                                        url: string;
                                    };
                                    /** @constant */
                                    type: "image";
                                })[];
                                id: string;
                                settings: {
                                    alt: string;
                                    caption?: string;
                                    url: string;
                                };
                                /** @constant */
                                type: "image_banner";
                            })[];
                            title: string;
                        }[];
                        /** @constant */
                        version: 1;
                    };
                    expected_revision: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document: {
                                meta: {
                                    description?: string;
                                    title: string;
                                };
                                pages: {
                                    id: string;
                                    sections: ({
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading: string;
                                            subheading?: string;
                                        };
                                        /** @constant */
                                        type: "hero";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /** @default 3 */
                                            columns: number;
                                            heading?: string;
                                            /** @default 12 */
                                            limit: number;
                                            /** @default true */
                                            show_prices: boolean;
                                        };
                                        /** @constant */
                                        type: "product_grid";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading?: string;
                                        };
                                        /** @constant */
                                        type: "rich_text";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            alt: string;
                                            caption?: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image_banner";
                                    })[];
                                    title: string;
                                }[];
                                /** @constant */
                                version: 1;
                            };
                            revision: number;
                            saved_at: number;
                            /** Format: uuid */
                            theme_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            document: {
                                meta: {
                                    description?: string;
                                    title: string;
                                };
                                pages: {
                                    id: string;
                                    sections: ({
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading: string;
                                            subheading?: string;
                                        };
                                        /** @constant */
                                        type: "hero";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /** @default 3 */
                                            columns: number;
                                            heading?: string;
                                            /** @default 12 */
                                            limit: number;
                                            /** @default true */
                                            show_prices: boolean;
                                        };
                                        /** @constant */
                                        type: "product_grid";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading?: string;
                                        };
                                        /** @constant */
                                        type: "rich_text";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            alt: string;
                                            caption?: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image_banner";
                                    })[];
                                    title: string;
                                }[];
                                /** @constant */
                                version: 1;
                            };
                            published_revision: number | null;
                            revision: number;
                            saved_at: number;
                            /** Format: uuid */
                            theme_id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            base: "default" | "classic" | "pulse" | "starlight" | "clean-minimal" | "apex" | "nebula" | "phantom" | "shadow" | "vault";
                            document: {
                                meta: {
                                    description?: string;
                                    title: string;
                                };
                                pages: {
                                    id: string;
                                    sections: ({
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading: string;
                                            subheading?: string;
                                        };
                                        /** @constant */
                                        type: "hero";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /** @default 3 */
                                            columns: number;
                                            heading?: string;
                                            /** @default 12 */
                                            limit: number;
                                            /** @default true */
                                            show_prices: boolean;
                                        };
                                        /** @constant */
                                        type: "product_grid";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            /**
                                             * @default left
                                             * @enum {string}
                                             */
                                            alignment: "left" | "center";
                                            heading?: string;
                                        };
                                        /** @constant */
                                        type: "rich_text";
                                    } | {
                                        /** @default [] */
                                        blocks: ({
                                            id: string;
                                            settings: {
                                                text: string;
                                            };
                                            /** @constant */
                                            type: "text";
                                        } | {
                                            id: string;
                                            settings: {
                                                label: string;
                                                link: string;
                                            };
                                            /** @constant */
                                            type: "button";
                                        } | {
                                            id: string;
                                            settings: {
                                                alt: string;
                                                url: string;
                                            };
                                            /** @constant */
                                            type: "image";
                                        })[];
                                        id: string;
                                        settings: {
                                            alt: string;
                                            caption?: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image_banner";
                                    })[];
                                    title: string;
                                }[];
                                /** @constant */
                                version: 1;
                            };
                            exported_at: number;
                            /** @constant */
                            format: "shopforge-theme";
                            /** @constant */
                            format_version: 1;
                            name: string;
                            settings: {
                                colors: {
                                    accent: string;
                                    background: string;
                                    primary: string;
                                    text: string;
                                };
                                logo_text: string;
                                typography: {
                                    /** @enum {string} */
                                    body_font: "system" | "serif" | "mono" | "rounded";
                                    /** @enum {string} */
                                    heading_font: "system" | "serif" | "mono" | "rounded";
                                };
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postThemesCreatePreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expires_at: number;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            theme_id: string;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteThemesEndPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ended_at: number;
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postThemesPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expected_revision: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            live: true;
                            published_at: number;
                            revision: number;
                            /** Format: uuid */
                            theme_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThemesGetSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                colors: {
                                    accent: string;
                                    background: string;
                                    primary: string;
                                    text: string;
                                };
                                logo_text: string;
                                typography: {
                                    /** @enum {string} */
                                    body_font: "system" | "serif" | "mono" | "rounded";
                                    /** @enum {string} */
                                    heading_font: "system" | "serif" | "mono" | "rounded";
                                };
                            };
                            /** Format: uuid */
                            theme_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postThemesUpdateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    colors?: {
                        accent?: string;
                        background?: string;
                        primary?: string;
                        text?: string;
                    };
                    logo_text?: string;
                    typography?: {
                        /** @enum {string} */
                        body_font?: "system" | "serif" | "mono" | "rounded";
                        /** @enum {string} */
                        heading_font?: "system" | "serif" | "mono" | "rounded";
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                colors: {
                                    accent: string;
                                    background: string;
                                    primary: string;
                                    text: string;
                                };
                                logo_text: string;
                                typography: {
                                    /** @enum {string} */
                                    body_font: "system" | "serif" | "mono" | "rounded";
                                    /** @enum {string} */
                                    heading_font: "system" | "serif" | "mono" | "rounded";
                                };
                            };
                            /** Format: uuid */
                            theme_id: string;
                            updated_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postThemesCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default default */
                    base?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Theme"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postThemesImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    theme: {
                        /** @enum {string} */
                        base: "default" | "classic" | "pulse" | "starlight" | "clean-minimal" | "apex" | "nebula" | "phantom" | "shadow" | "vault";
                        document: {
                            meta: {
                                description?: string;
                                title: string;
                            };
                            pages: {
                                id: string;
                                sections: ({
                                    /** @default [] */
                                    blocks?: ({
                                        id: string;
                                        settings: {
                                            text: string;
                                        };
                                        /** @constant */
                                        type: "text";
                                    } | {
                                        id: string;
                                        settings: {
                                            label: string;
                                            link: string;
                                        };
                                        /** @constant */
                                        type: "button";
                                    } | {
                                        id: string;
                                        settings: {
                                            alt: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image";
                                    })[];
                                    id: string;
                                    settings: {
                                        /**
                                         * @default left
                                         * @enum {string}
                                         */
                                        alignment?: "left" | "center";
                                        heading: string;
                                        subheading?: string;
                                    };
                                    /** @constant */
                                    type: "hero";
                                } | {
                                    /** @default [] */
                                    blocks?: ({
                                        id: string;
                                        settings: {
                                            text: string;
                                        };
                                        /** @constant */
                                        type: "text";
                                    } | {
                                        id: string;
                                        settings: {
                                            label: string;
                                            link: string;
                                        };
                                        /** @constant */
                                        type: "button";
                                    } | {
                                        id: string;
                                        settings: {
                                            alt: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image";
                                    })[];
                                    id: string;
                                    settings: {
                                        /** @default 3 */
                                        columns?: number;
                                        heading?: string;
                                        /** @default 12 */
                                        limit?: number;
                                        /** @default true */
                                        show_prices?: boolean;
                                    };
                                    /** @constant */
                                    type: "product_grid";
                                } | {
                                    /** @default [] */
                                    blocks?: ({
                                        id: string;
                                        settings: {
                                            text: string;
                                        };
                                        /** @constant */
                                        type: "text";
                                    } | {
                                        id: string;
                                        settings: {
                                            label: string;
                                            link: string;
                                        };
                                        /** @constant */
                                        type: "button";
                                    } | {
                                        id: string;
                                        settings: {
                                            alt: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image";
                                    })[];
                                    id: string;
                                    settings: {
                                        /**
                                         * @default left
                                         * @enum {string}
                                         */
                                        alignment?: "left" | "center";
                                        heading?: string;
                                    };
                                    /** @constant */
                                    type: "rich_text";
                                } | {
                                    /** @default [] */
                                    blocks?: ({
                                        id: string;
                                        settings: {
                                            text: string;
                                        };
                                        /** @constant */
                                        type: "text";
                                    } | {
                                        id: string;
                                        settings: {
                                            label: string;
                                            link: string;
                                        };
                                        /** @constant */
                                        type: "button";
                                    } | {
                                        id: string;
                                        settings: {
                                            alt: string;
                                            url: string;
                                        };
                                        /** @constant */
                                        type: "image";
                                    })[];
                                    id: string;
                                    settings: {
                                        alt: string;
                                        caption?: string;
                                        url: string;
                                    };
                                    /** @constant */
                                    type: "image_banner";
                                })[];
                                title: string;
                            }[];
                            /** @constant */
                            version: 1;
                        };
                        exported_at: number;
                        /** @constant */
                        format: "shopforge-theme";
                        /** @constant */
                        format_version: 1;
                        name: string;
                        settings: {
                            colors: {
                                accent: string;
                                background: string;
                                primary: string;
                                text: string;
                            };
                            logo_text: string;
                            typography: {
                                /** @enum {string} */
                                body_font: "system" | "serif" | "mono" | "rounded";
                                /** @enum {string} */
                                heading_font: "system" | "serif" | "mono" | "rounded";
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Theme"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketsList: {
        parameters: {
            query?: {
                cursor?: string;
                invoice_uniqid?: string;
                limit?: number;
                status?: "OPEN" | "ANSWERED" | "CLOSED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            closed_at: number | null;
                            created_at: number;
                            customer_email: string;
                            /** Format: uuid */
                            id: string;
                            invoice_uniqid: string;
                            last_message_at: number;
                            /** @enum {string} */
                            last_message_by: "BUYER" | "MERCHANT";
                            messages_count: number;
                            /** @enum {string} */
                            status: "OPEN" | "ANSWERED" | "CLOSED";
                            title: string;
                            uniqid: string;
                            updated_at: number;
                        }[];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTicketsClose: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTicketsReopen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTicketsReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhooksList: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        pagination: components["schemas"]["CursorPagination"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooksCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    events: string[];
                    is_active?: boolean;
                    product_id?: string | null;
                    /** @enum {string} */
                    retry_schedule?: "standard" | "extended";
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            description: string | null;
                            disabled_at: number | null;
                            disabled_reason: string | null;
                            events: string[];
                            id: string;
                            is_active: boolean;
                            previous_secret_expires_at: number | null;
                            product_id: string | null;
                            /** @enum {string} */
                            retry_schedule: "standard" | "extended";
                            secret: string;
                            secret_hint: string;
                            shop_id: string;
                            uniqid: string;
                            updated_at: number;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhooksGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhooksDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            deleted: true;
                            id: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchWebhooksUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    description?: string | null;
                    events?: string[];
                    is_active?: boolean;
                    product_id?: string | null;
                    /** @enum {string} */
                    retry_schedule?: "standard" | "extended";
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooksReplay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    only_failed?: boolean;
                    since: number;
                    until?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            has_more: boolean;
                            last_due_at: number | null;
                            matched: number;
                            only_failed: boolean;
                            queued: number;
                            since: number;
                            until: number;
                            webhook_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooksRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    overlap_seconds?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: number;
                            description: string | null;
                            disabled_at: number | null;
                            disabled_reason: string | null;
                            events: string[];
                            id: string;
                            is_active: boolean;
                            previous_secret_expires_at: number | null;
                            product_id: string | null;
                            /** @enum {string} */
                            retry_schedule: "standard" | "extended";
                            secret: string;
                            secret_hint: string;
                            shop_id: string;
                            uniqid: string;
                            updated_at: number;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhooksTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEventsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: string[];
                            families: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLogsList: {
        parameters: {
            query?: {
                event?: string;
                limit?: number;
                page?: number;
                status?: "PENDING" | "PROCESSING" | "SUCCESS" | "FAILED";
                webhook_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLogsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLogsRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most 255 characters. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Synonym of `Idempotency-Key`, read when that header is absent. */
                "X-Idempotency-Key"?: components["parameters"]["X-Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    "Idempotency-Status": components["headers"]["Idempotency-Status"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnMutation"];
            409: components["responses"]["ConflictOnMutation"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContentOnMutation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    webhookAffiliateApplicationApproved: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "affiliate:application_approved";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        affiliate_email: string;
                        commission: number | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string | null;
                        id: string;
                        invoice_uniqid: string | null;
                        status: string;
                    };
                    /** @constant */
                    event: "affiliate:application_approved";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAffiliateApplicationReceived: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "affiliate:application_received";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        affiliate_email: string;
                        commission: number | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string | null;
                        id: string;
                        invoice_uniqid: string | null;
                        status: string;
                    };
                    /** @constant */
                    event: "affiliate:application_received";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAffiliateCommissionEarned: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "affiliate:commission_earned";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        affiliate_email: string;
                        commission: number | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string | null;
                        id: string;
                        invoice_uniqid: string | null;
                        status: string;
                    };
                    /** @constant */
                    event: "affiliate:commission_earned";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisputeClosed: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "dispute:closed";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: number;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        gateway: string | null;
                        id: string;
                        invoice_uniqid: string;
                        reason: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "UNDER_REVIEW" | "WON" | "LOST";
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "dispute:closed";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisputeOpened: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "dispute:opened";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: number;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        gateway: string | null;
                        id: string;
                        invoice_uniqid: string;
                        reason: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "UNDER_REVIEW" | "WON" | "LOST";
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "dispute:opened";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisputeUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "dispute:updated";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: number;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        gateway: string | null;
                        id: string;
                        invoice_uniqid: string;
                        reason: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "UNDER_REVIEW" | "WON" | "LOST";
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "dispute:updated";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFeedbackReceived: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "feedback:received";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string;
                        message: string | null;
                        product_id: string | null;
                        reply: string | null;
                        score: number;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "feedback:received";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFeedbackReplied: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "feedback:replied";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string;
                        message: string | null;
                        product_id: string | null;
                        reply: string | null;
                        score: number;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "feedback:replied";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:cancelled";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:cancelled";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCancelledProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:cancelled:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:cancelled:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCreatedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:created:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:created:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderDisputed: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:disputed";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:disputed";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderDisputedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:disputed:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:disputed:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderItemDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:item.delivered";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        delivered_at: string | null;
                        error_message: string | null;
                        invoice: {
                            apm_method: string | null;
                            country: string | null;
                            /** Format: date-time */
                            created_at: string;
                            crypto_exchange_rate: number;
                            crypto_gateway: string | null;
                            currency: string;
                            customer_email: string;
                            exchange_rate: number;
                            gateway: string | null;
                            is_developer_invoice: boolean;
                            line_items: {
                                delivered_at: string | null;
                                /** @enum {string} */
                                delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                                id: string;
                                license_keys?: {
                                    key: string;
                                }[];
                                product_id: string;
                                product_title: string;
                                product_type: string;
                                quantity: number;
                                variant_id: string | null;
                                variant_title: string | null;
                            }[];
                            product_id: string;
                            product_title: string;
                            quantity: number;
                            /** @enum {string} */
                            status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                            total: number;
                            total_display: number;
                            type: string;
                            uniqid: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        line_item_id: string;
                        product_id: string;
                        product_title: string;
                    };
                    /** @constant */
                    event: "order:item.delivered";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderItemDeliveryFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:item.delivery_failed";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        delivered_at: string | null;
                        error_message: string | null;
                        invoice: {
                            apm_method: string | null;
                            country: string | null;
                            /** Format: date-time */
                            created_at: string;
                            crypto_exchange_rate: number;
                            crypto_gateway: string | null;
                            currency: string;
                            customer_email: string;
                            exchange_rate: number;
                            gateway: string | null;
                            is_developer_invoice: boolean;
                            line_items: {
                                delivered_at: string | null;
                                /** @enum {string} */
                                delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                                id: string;
                                license_keys?: {
                                    key: string;
                                }[];
                                product_id: string;
                                product_title: string;
                                product_type: string;
                                quantity: number;
                                variant_id: string | null;
                                variant_title: string | null;
                            }[];
                            product_id: string;
                            product_title: string;
                            quantity: number;
                            /** @enum {string} */
                            status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                            total: number;
                            total_display: number;
                            type: string;
                            uniqid: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        line_item_id: string;
                        product_id: string;
                        product_title: string;
                    };
                    /** @constant */
                    event: "order:item.delivery_failed";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderManualPaymentPending: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:manual_payment_pending";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:manual_payment_pending";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:paid";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:paid";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderPaidProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:paid:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:paid:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderPartial: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:partial";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:partial";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderPartialProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:partial:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:partial:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:updated";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:updated";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderUpdatedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "order:updated:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        apm_method: string | null;
                        country: string | null;
                        /** Format: date-time */
                        created_at: string;
                        crypto_exchange_rate: number;
                        crypto_gateway: string | null;
                        currency: string;
                        customer_email: string;
                        exchange_rate: number;
                        gateway: string | null;
                        is_developer_invoice: boolean;
                        line_items: {
                            delivered_at: string | null;
                            /** @enum {string} */
                            delivery_status: "PENDING" | "DELIVERED" | "FAILED";
                            id: string;
                            license_keys?: {
                                key: string;
                            }[];
                            product_id: string;
                            product_title: string;
                            product_type: string;
                            quantity: number;
                            variant_id: string | null;
                            variant_title: string | null;
                        }[];
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            description: string | null;
                            id: string;
                            price: number;
                            price_display: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        quantity: number;
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_PAYMENT" | "PROCESSING" | "COMPLETED" | "VOIDED" | "REFUNDED" | "PARTIAL_REFUND" | "DISPUTED" | "EXPIRED";
                        total: number;
                        total_display: number;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "order:updated:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "product:created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        id: string;
                        price: number;
                        title: string;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "product:created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "product:deleted";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        id: string;
                        price: number;
                        title: string;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "product:deleted";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductStock: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "product:stock";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** @enum {string} */
                        change_source: "api" | "dashboard";
                        /** Format: date-time */
                        changed_at: string;
                        previous_stock: number;
                        product_id: string;
                        stock: number;
                        title: string;
                        uniqid: string;
                        variant_id: string | null;
                    };
                    /** @constant */
                    event: "product:stock";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "product:updated";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        id: string;
                        price: number;
                        title: string;
                        type: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "product:updated";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQueryBuyerReplied: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "query:buyer_replied";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string | null;
                        message: string | null;
                        message_author: ("BUYER" | "MERCHANT") | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        title: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "query:buyer_replied";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQueryClosed: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "query:closed";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string | null;
                        message: string | null;
                        message_author: ("BUYER" | "MERCHANT") | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        title: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "query:closed";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQueryCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "query:created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string | null;
                        message: string | null;
                        message_author: ("BUYER" | "MERCHANT") | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        title: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "query:created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQueryReopened: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "query:reopened";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string | null;
                        message: string | null;
                        message_author: ("BUYER" | "MERCHANT") | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        title: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "query:reopened";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookQueryReplied: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "query:replied";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        customer_email: string;
                        id: string;
                        invoice_uniqid: string | null;
                        message: string | null;
                        message_author: ("BUYER" | "MERCHANT") | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        title: string;
                        uniqid: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "query:replied";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookReplacementCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "replacement:created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        created_at: string;
                        id: string;
                        invoice_uniqid: string;
                        line_item_id: string;
                        product_id: string;
                        quantity: number;
                        reason: string | null;
                    };
                    /** @constant */
                    event: "replacement:created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerAccepted: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:accepted";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:accepted";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerApiFulfillmentDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:api_fulfillment_delivered";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:api_fulfillment_delivered";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerEmbedCampaignCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:embed_campaign_created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:embed_campaign_created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerInvited: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:invited";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:invited";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerPayoutRequested: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:payout_requested";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:payout_requested";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerSale: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:sale";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:sale";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerStockAllocated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:stock_allocated";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:stock_allocated";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerStockItemDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:stock_item_delivered";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:stock_item_delivered";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerStockPurchasePaid: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:stock_purchase_paid";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:stock_purchase_paid";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResellerStockPurchaseRequested: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "reseller:stock_purchase_requested";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        amount: string | null;
                        currency: string | null;
                        object_id: string;
                        /** @enum {string} */
                        object_type: "invitation" | "relationship" | "order" | "embed_campaign" | "payout" | "stock_purchase" | "stock_item";
                        /** Format: date-time */
                        occurred_at: string;
                        product_id: string | null;
                        quantity: number | null;
                        reseller_email: string | null;
                        reseller_id: string;
                        status: string | null;
                    };
                    /** @constant */
                    event: "reseller:stock_purchase_requested";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:cancelled";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:cancelled";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionCancelledProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:cancelled:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:cancelled:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:created";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:created";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionCreatedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:created:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:created:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionRenewed: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:renewed";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:renewed";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionRenewedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:renewed:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:renewed:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionTrialEnded: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:trial:ended";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:trial:ended";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionTrialEndedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:trial:ended:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:trial:ended:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionTrialStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:trial:started";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:trial:started";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionTrialStartedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:trial:started:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:trial:started:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionUpcoming: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:upcoming";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:upcoming";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionUpcomingProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:upcoming:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:upcoming:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:updated";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:updated";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSubscriptionUpdatedProduct: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "subscription:updated:product";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        cancel_at_period_end: boolean;
                        canceled_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        currency: string;
                        current_period_end: string | null;
                        current_period_start: string | null;
                        customer_email: string;
                        id: string;
                        /** @enum {string} */
                        interval: "DAY" | "WEEK" | "MONTH" | "YEAR";
                        interval_count: number;
                        invoice_uniqid: string | null;
                        price: number;
                        product_id: string;
                        product_title: string;
                        products: {
                            currency: string;
                            id: string;
                            price: number;
                            title: string;
                            type: string;
                            uniqid: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "TRIALING" | "ACTIVE" | "CANCELED" | "CANCELLED";
                        trial_ends_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                    /** @constant */
                    event: "subscription:updated:product";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWebhookDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifies platform deliveries. */
                "User-Agent": components["parameters"]["User-Agent"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Delivery`. */
                "webhook-id": components["parameters"]["webhook-id"];
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown. */
                "webhook-signature": components["parameters"]["webhook-signature"];
                /** @description Standard Webhooks: the same value as `X-Shopforge-Timestamp`. */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /** @description Delivery id, the same on every retry of this delivery: deduplicate on it. */
                "X-Shopforge-Delivery": components["parameters"]["X-Shopforge-Delivery"];
                /** @description The event name. */
                "X-Shopforge-Event": "webhook:disabled";
                /** @description Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2. */
                "X-Shopforge-Signature": components["parameters"]["X-Shopforge-Signature"];
                /** @description `v1,t=<timestamp>,h=<sha256-hex>`: `h` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of `<X-Shopforge-Delivery>.<X-Shopforge-Timestamp>.<raw body>`. Accept when `t` equals `X-Shopforge-Timestamp` and `h` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. `v1` versions the signature scheme, not the API. */
                "X-Shopforge-Signature-V2": components["parameters"]["X-Shopforge-Signature-V2"];
                /** @description Algorithm of `X-Shopforge-Signature-V2`. */
                "X-Shopforge-Signature-V2-Algorithm": components["parameters"]["X-Shopforge-Signature-V2-Algorithm"];
                /** @description Unix seconds at which this attempt was signed. */
                "X-Shopforge-Timestamp": components["parameters"]["X-Shopforge-Timestamp"];
                /** @description Legacy: like the legacy signature, computed after escaped slashes (`\/`) in the body are turned into plain slashes. */
                "X-Shopforge-Unescaped-Signature": components["parameters"]["X-Shopforge-Unescaped-Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds when the event happened. */
                    created_at: number;
                    data: {
                        /** Format: date-time */
                        disabled_at: string;
                        /** Format: date-time */
                        failing_since: string;
                        id: string;
                        reason: string;
                        url: string;
                    };
                    /** @constant */
                    event: "webhook:disabled";
                    /** @description The object the event is about (the invoice of order events, the product of product events). */
                    ordering_key: string;
                    /** @description Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state. */
                    sequence: number;
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
