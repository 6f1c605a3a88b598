import { type Principal, SECURITY_SETTING_CHANGED_EVENT } from '@shopforge/contracts';
import { type EventEnvelope, toEnvelope } from '@shopforge/events';
import { SmtpCatcher } from '@shopforge/mail/testing';
import { type StripeStandIn, startStripeStandIn } from '@shopforge/provider-stand-ins';
import { type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suppressContact } from '../src/app/email-marketing';
import { sendDueMail } from '../src/app/mail/send-mail';
import { mailSecurityNotice } from '../src/events/security-notices';
import { type BillingHarness, failure, openBillingHarness, SHOP_A } from './harness';

const SECRET_KEY = 'sk_test_51MoneySettingsKey00000';
const WEBHOOK_SECRET = 'whsec_MoneySettingsSigning0000';
/** BIP84's published account key (m/84'/0'/0') and its first receive address. */
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const FIRST_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const MEMBER_ID = '0190f5a0-0000-7000-8000-0000000000e1';
const SESSION_ID = '0190f5a0-0000-7000-8000-0000000000e2';

/**
 * Money settings in billing (docs/payments.md "Who may change money settings"), on PGlite and
 * PostgreSQL: the shared rule in the procedures, the `security:setting_changed` event written in
 * the change's own transaction, and the owners' notice queued from it once per recipient.
 */
export function describeMoneySettings(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`money settings on ${backend}`, () => {
    let stripe: StripeStandIn;
    let smtp: SmtpCatcher;
    let h: BillingHarness;
    beforeAll(async () => {
      stripe = await startStripeStandIn({ validKeys: [SECRET_KEY] });
    });
    afterAll(async () => {
      await stripe.close();
    });
    beforeEach(async () => {
      smtp = new SmtpCatcher();
      h = await openBillingHarness(openBilling, openCatalog, {
        stripeApiUrl: stripe.url,
        env: { SMTP_URL: await smtp.start(), MAIL_FROM: 'notices@shopforge.test' },
      });
      h.noticeAudience.set(SHOP_A, {
        recipients: ['owner@shop.test', 'Admin@Shop.test'],
        actor_label: 'Sync (shx_AbCd…)',
      });
    });
    afterEach(async () => {
      await h.deps.mail?.transport.close();
      await h.close();
      await smtp.close();
    });

    const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);
    const member = (authenticatedAt: number | undefined, scopes = ['*']): Principal => ({
      ...testPrincipal(SHOP_A),
      kind: 'member_session',
      credential_id: SESSION_ID,
      member_id: MEMBER_ID,
      scopes,
      ...(authenticatedAt === undefined ? {} : { authenticated_at: authenticatedAt }),
    });
    const app: Principal = { ...testPrincipal(SHOP_A), kind: 'oauth_token', oauth_client_id: 'shoc_app' };

    const writes = (principal: Principal) => {
      const billing = h.billing(principal);
      return [
        () =>
          billing.paymentProviders.connectStripe({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET }),
        () =>
          billing.paymentProviders.connectPayPal({
            client_id: 'MoneySettingsClient000',
            client_secret: 'MoneySettingsSecret000',
            webhook_id: 'MONEYSETTINGS0001',
            environment: 'sandbox',
          }),
        () => billing.paymentProviders.disconnect({ provider: 'stripe' }),
        () => billing.cryptoWallets.put({ coin: 'BTC', xpub: ZPUB }),
        () => billing.cryptoWallets.remove({ coin: 'BTC' }),
      ];
    };

    const announced = async (): Promise<EventEnvelope[]> => {
      const rows = await h.prisma.outboxEvent.findMany({
        where: { type: SECURITY_SETTING_CHANGED_EVENT },
        orderBy: { sequence: 'asc' },
      });
      return rows.map((row) =>
        toEnvelope({
          id: row.id,
          sequence: row.sequence,
          type: row.type,
          shop_id: row.shopId,
          aggregate_id: row.aggregateId,
          payload: row.payload as Record<string, unknown>,
          traceparent: row.traceparent,
          created_at: row.createdAt,
        }),
      );
    };

    it('an app’s token, a key without payment_settings.write, a member without a fresh proof: refused before anything is written', async () => {
      const refusals: [Principal, string | undefined][] = [
        [app, undefined],
        [testPrincipal(SHOP_A, ['payment_settings.read', 'payments.write']), undefined],
        [member(undefined), 'STEP_UP_REQUIRED'],
        [member(nowSeconds() - 301), 'STEP_UP_REQUIRED'],
        [member(nowSeconds(), ['payment_settings.read']), undefined],
      ];
      for (const [principal, subcode] of refusals) {
        for (const write of writes(principal)) {
          expect(await failure(write())).toMatchObject({ code: 'FORBIDDEN', status: 403, subcode });
        }
      }
      expect((await h.billing().paymentProviders.list()).data).toEqual([]);
      expect((await h.billing().cryptoWallets.list()).data).toEqual([]);
      expect(await announced()).toEqual([]);
    });

    it('a member who proved who they are in the last 5 minutes may: the change names them and their session', async () => {
      const wallet = await h
        .billing(member(nowSeconds() - 299))
        .cryptoWallets.put({ coin: 'BTC', xpub: ZPUB });
      expect(wallet.first_address).toBe(FIRST_ADDRESS);
      const [event] = await announced();
      expect(event).toMatchObject({
        shop_id: SHOP_A,
        aggregate_id: SHOP_A,
        data: {
          type: 'crypto_wallet.registered',
          actor: { type: 'member', id: MEMBER_ID, session_id: SESSION_ID },
          details: {
            coin: 'BTC',
            first_address: FIRST_ADDRESS,
            xpub_fingerprint: wallet.xpub_fingerprint,
            confirmations_needed: 2,
            replaced: false,
          },
        },
      });
    });

    it('connecting, replacing and disconnecting Stripe, and a wallet registered, replaced and removed, are each announced once; never a secret', async () => {
      const key = testPrincipal(SHOP_A, ['payment_settings.write']);
      const billing = h.billing(key);
      const connect = () =>
        billing.paymentProviders.connectStripe({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET });
      await connect();
      await connect();
      await billing.paymentProviders.disconnect({ provider: 'stripe' });
      expect((await failure(billing.paymentProviders.disconnect({ provider: 'stripe' }))).code).toBe(
        'PAYMENT_PROVIDER_NOT_CONNECTED',
      );
      await billing.cryptoWallets.put({ coin: 'BTC', xpub: ZPUB });
      await billing.cryptoWallets.put({ coin: 'BTC', xpub: ZPUB, confirmations_needed: 3 });
      await billing.cryptoWallets.remove({ coin: 'BTC' });
      expect((await failure(billing.cryptoWallets.remove({ coin: 'BTC' }))).code).toBe('NOT_FOUND');

      const events = await announced();
      expect(
        events.map((event) => [event.data.type, (event.data.details as { replaced?: boolean }).replaced]),
      ).toEqual([
        ['payment_provider.connected', false],
        ['payment_provider.connected', true],
        ['payment_provider.disconnected', undefined],
        ['crypto_wallet.registered', false],
        ['crypto_wallet.registered', true],
        ['crypto_wallet.removed', undefined],
      ]);
      expect(events[0]?.data).toMatchObject({
        actor: { type: 'api_key', id: key.credential_id, session_id: null },
        details: {
          provider: 'stripe',
          livemode: false,
          secret_key_hint: 'sk_test_…0000',
          webhook_secret_hint: 'whsec_…0000',
        },
      });
      expect(events[5]?.data.details).toEqual({ coin: 'BTC', first_address: FIRST_ADDRESS });
      const text = JSON.stringify(events);
      expect(text).not.toContain(SECRET_KEY);
      expect(text).not.toContain(WEBHOOK_SECRET);
      expect(text).not.toContain(ZPUB);
    });

    it('the operator’s changes are announced under the operator', async () => {
      await h.operator().cryptoWallets.operatorPut({ shop_id: SHOP_A, coin: 'BTC', xpub: ZPUB });
      const [event] = await announced();
      expect(event?.data.actor).toEqual({ type: 'operator', id: null, session_id: null });
    });

    it('each owner and admin gets the notice once, whatever the buyer-mail switches say; a bounced address gets none', async () => {
      const off = Object.fromEntries(
        ['receipt', 'refund', 'payment_request', 'reseller_delivery'].map((template) => [template, false]),
      );
      await h.billing().buyerEmails.updateSettings({ templates: off, reply_to: 'support@shop.test' });
      await h.billing(testPrincipal(SHOP_A, ['payment_settings.write'])).paymentProviders.connectStripe({
        secret_key: SECRET_KEY,
        webhook_secret: WEBHOOK_SECRET,
      });
      const [event] = await announced();
      if (!event) throw new Error('nothing announced');

      expect(await mailSecurityNotice(h.deps, event)).toBe(2);
      expect(await mailSecurityNotice(h.deps, event)).toBe(0);
      await sendDueMail(h.deps);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['admin@shop.test'], ['owner@shop.test']]);
      const [mail] = smtp.received;
      expect(mail?.subject).toBe('Stripe was connected to your shop by API key Sync (shx_AbCd…)');
      expect(mail?.text).toContain('sk_test_…0000');
      expect(mail?.text).not.toContain(SECRET_KEY);
      expect(mail?.headers.get('reply-to')).toBeUndefined();
      const log = (await h.billing().buyerEmails.list({ limit: 10 })).data;
      expect(log.map((entry) => [entry.template, entry.recipient, entry.status]).sort()).toEqual([
        ['security_notice', 'admin@shop.test', 'sent'],
        ['security_notice', 'owner@shop.test', 'sent'],
      ]);

      // A later change to an address that bounced reaches only the others.
      await suppressContact(h.deps.sql, SHOP_A, 'owner@shop.test', 'BOUNCED', h.clock.now());
      await h.billing(testPrincipal(SHOP_A, ['payment_settings.write'])).paymentProviders.disconnect({
        provider: 'stripe',
      });
      const [, second] = await announced();
      if (!second) throw new Error('the disconnection was not announced');
      expect(await mailSecurityNotice(h.deps, second)).toBe(1);
    });
  });
}
