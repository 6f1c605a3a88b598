import { LINK_BREAK } from '@shopforge/mail';
import { readParsedMailbox } from '@shopforge/mail/testing';
import { OffsetClock } from '@shopforge/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardToken } from '../src/dashboard';
import { eventually } from '../src/eventually';
import { type ApiResponse, call, errorOf } from '../src/http';
import { authorizeAsMerchant, exchangeCode, shopWithOwner } from '../src/oauth';
import { bootTestPlatform, type TestPlatform } from '../src/platform';
import { newKey } from '../src/shops';

/**
 * Who may change where a shop's money goes (docs/payments.md "Who may change money settings"):
 * connecting, replacing or disconnecting a payment provider or a crypto wallet takes the
 * owner's authority (an owner or admin, or a key given `payment_settings.write`) and, from the
 * dashboard, a proof of identity at most five minutes old; an app's token never. Every change,
 * and every webhook that starts sending license keys somewhere, is on the security trail and
 * mailed to the shop's owners and admins. A platform of its own: the proof's age is tested by
 * moving its clock.
 */
let p: TestPlatform;
const clock = new OffsetClock();

beforeAll(async () => {
  p = await bootTestPlatform({ clock });
});
afterAll(async () => {
  await p?.close();
});

const STRIPE = { secret_key: 'sk_test_MoneySettingsE2e0000', webhook_secret: 'whsec_MoneySettingsE2e0000' };
const PAYPAL = {
  client_id: 'MoneySettingsPayPalClient00',
  client_secret: 'MoneySettingsPayPalSecret00',
  webhook_id: 'MONEYSETTINGS0001',
  environment: 'sandbox',
};
/** BIP84's published account key (m/84'/0'/0'): a wallet key as a merchant's wallet exports it. */
const XPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const REDIRECT = 'https://app.example/callback';
const PASSWORD = 'member password 123';

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const api = (token: string, method: string, path: string, body?: unknown) =>
  call(p.gatewayUrl, method, path, { token, ...(body === undefined ? {} : { body }) });
const subcodeOf = (res: ApiResponse) => (res.body as { error: { subcode?: string } }).error.subcode;

/** The five routes that change money settings, with a body each would accept. */
const MONEY_WRITES: [method: string, path: string, body?: unknown][] = [
  ['PUT', '/dev/v1/payment-providers/stripe', STRIPE],
  ['PUT', '/dev/v1/payment-providers/paypal', PAYPAL],
  ['PUT', '/dev/v1/crypto-wallets/LTC', { xpub: XPUB }],
  ['DELETE', '/dev/v1/payment-providers/stripe'],
  ['DELETE', '/dev/v1/crypto-wallets/LTC'],
];

let members = 0;
/** A shop with its owner, an admin and a developer who can each sign in to the dashboard. */
async function shopWithTeam() {
  const { shop, fullKey, owner } = await shopWithOwner(p);
  const add = async (role: string) => {
    const member = { email: `${role}${++members}-${Date.now()}@money.test`, password: PASSWORD };
    const created = await api(fullKey, 'POST', '/dev/v1/members', { ...member, role });
    expect(created.status, created.text).toBe(201);
    return { ...member, id: dataOf<{ id: string }>(created).id };
  };
  return { shop, fullKey, owner, admin: await add('admin'), developer: await add('developer') };
}

interface TrailEntry {
  type: string;
  actor: { type: string; id: string | null; label: string | null };
  subject: { type: string; id: string };
  details: Record<string, unknown>;
}

/** The shop's trail entries of `type`, once at least `count` are there. */
const trailOf = (token: string, type: string, count = 1) =>
  eventually(`${count} ${type} on the trail`, async () => {
    const res = await api(token, 'GET', `/dev/v1/security/audit-trail?type=${type}`);
    expect(res.status, res.text).toBe(200);
    const entries = dataOf<TrailEntry[]>(res);
    return entries.length >= count ? entries : undefined;
  });

/** The mails to `address` whose subject matches, once there are `count`. */
const mailsTo = (address: string, subject: RegExp, count = 1) =>
  eventually(`${count} mail(s) to ${address} matching ${subject}`, async () => {
    const found = (await readParsedMailbox(p.mailboxDir)).filter(
      (mail) => mail.to.includes(address) && subject.test(mail.subject),
    );
    return found.length >= count ? found : undefined;
  });

describe('money settings need the owner’s authority', () => {
  it('a developer’s dashboard token is 403 on every money-settings write; the settings stay as they were', async () => {
    const { fullKey, developer } = await shopWithTeam();
    expect((await api(fullKey, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE)).status).toBe(200);
    expect((await api(fullKey, 'PUT', '/dev/v1/crypto-wallets/LTC', { xpub: XPUB })).status).toBe(200);

    const { token } = await dashboardToken(p.gatewayUrl, developer);
    for (const [method, path, body] of MONEY_WRITES) {
      const res = await api(token, method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    // A developer still sees what is connected: reading is not changing.
    const providers = await api(token, 'GET', '/dev/v1/payment-providers');
    expect(providers.status).toBe(200);
    expect(dataOf<{ provider: string }[]>(providers).map((row) => row.provider)).toEqual(['stripe']);
    const wallets = await api(token, 'GET', '/dev/v1/crypto-wallets');
    expect(dataOf<{ coin: string }[]>(wallets).map((row) => row.coin)).toEqual(['LTC']);
  });

  it('an owner’s dashboard token without a proof in the last 5 minutes is 403 STEP_UP_REQUIRED, and nothing changes', async () => {
    const { fullKey, owner } = await shopWithTeam();
    const { session } = await dashboardToken(p.gatewayUrl, owner);
    // The sign-in is the last proof; six minutes on, a fresh token of the same session is not.
    clock.advance(6 * 60_000);
    const token = await session.token();
    for (const [method, path, body] of MONEY_WRITES) {
      const res = await api(token, method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
      expect(subcodeOf(res)).toBe('STEP_UP_REQUIRED');
      expect(errorOf(res).message).toMatch(/password/);
      expect(errorOf(res).message).toMatch(/two-factor code/);
    }
    expect(dataOf<unknown[]>(await api(fullKey, 'GET', '/dev/v1/payment-providers'))).toEqual([]);
    expect(dataOf<unknown[]>(await api(fullKey, 'GET', '/dev/v1/crypto-wallets'))).toEqual([]);
  });

  it('a step-up (the password, within 5 minutes) lets the owner’s dashboard token change money settings at once; an admin’s fresh sign-in is a proof too', async () => {
    const { fullKey, owner, admin } = await shopWithTeam();
    const { session } = await dashboardToken(p.gatewayUrl, owner);
    clock.advance(6 * 60_000);
    const token = await session.token();
    const stale = await api(token, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE);
    expect(subcodeOf(stale), stale.text).toBe('STEP_UP_REQUIRED');

    const wrong = await session.act('POST', '/dashboard/api/step-up', { password: 'not the password' });
    expect(wrong.status, wrong.text).toBe(422);
    expect(errorOf(wrong).details?.[0]?.field).toBe('password');
    expect(subcodeOf(await api(token, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE))).toBe(
      'STEP_UP_REQUIRED',
    );

    const stepped = await session.act('POST', '/dashboard/api/step-up', { password: owner.password });
    expect(stepped.status, stepped.text).toBe(200);
    // The same token: the step-up drops the gateways' cached principal, so it counts at once.
    const connected = await api(token, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE);
    expect(connected.status, connected.text).toBe(200);
    const [entry] = await trailOf(fullKey, 'payment_provider.connected');
    expect(entry?.actor.type).toBe('member');
    await mailsTo(owner.email, /Stripe/);

    // Five minutes after the step-up, the proof is stale again.
    clock.advance(5 * 60_000 + 1_000);
    const later = await api(await session.token(), 'DELETE', '/dev/v1/payment-providers/stripe');
    expect(subcodeOf(later), later.text).toBe('STEP_UP_REQUIRED');

    const { token: adminToken } = await dashboardToken(p.gatewayUrl, admin);
    const wallet = await api(adminToken, 'PUT', '/dev/v1/crypto-wallets/LTC', { xpub: XPUB });
    expect(wallet.status, wallet.text).toBe(200);
  });

  it('an installed app’s token holding payment_settings.write is 403: money settings take the shop’s own credentials', async () => {
    const { fullKey, owner } = await shopWithTeam();
    const registered = await api(fullKey, 'POST', '/dev/v1/oauth-apps', {
      name: 'Payments Helper',
      redirect_uris: [REDIRECT],
      scopes: ['payment_settings.write'],
    });
    expect(registered.status, registered.text).toBe(201);
    const app = dataOf<{ client_id: string; client_secret: string }>(registered);
    const authorizeUrl = `${p.gatewayUrl}/dev/v1/oauth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'payment_settings.write',
      state: 'money',
    })}`;
    const redirected = await authorizeAsMerchant(p.gatewayUrl, authorizeUrl, owner);
    const appToken = await exchangeCode(
      p.gatewayUrl,
      app,
      redirected.searchParams.get('code') ?? '',
      REDIRECT,
    );

    expect((await api(appToken, 'GET', '/dev/v1/payment-providers')).status).toBe(200);
    for (const [method, path, body] of MONEY_WRITES) {
      const res = await api(appToken, method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
      expect(errorOf(res).message).toMatch(/own credentials/);
    }
    expect(dataOf<unknown[]>(await api(fullKey, 'GET', '/dev/v1/payment-providers'))).toEqual([]);
  });

  it('a key without payment_settings.write is 403 on every money-settings write', async () => {
    const { shop } = await shopWithTeam();
    const reader = await newKey(p, shop.id, ['payment_settings.read']);
    for (const [method, path, body] of MONEY_WRITES) {
      const res = await api(reader.api_key, method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(errorOf(res).message).toBe('Missing required API scope.');
    }
  });
});

describe('money-setting changes are recorded and announced', () => {
  it('a key holding payment_settings.write connects Stripe: the trail names the key, the owner and admins get the notice', async () => {
    const { shop, owner, admin, developer, fullKey } = await shopWithTeam();
    const key = await newKey(p, shop.id, ['payment_settings.write']);
    const prefix = key.api_key.slice(0, 'shx_'.length + 4);
    const connected = await api(key.api_key, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE);
    expect(connected.status, connected.text).toBe(200);

    const [entry] = await trailOf(fullKey, 'payment_provider.connected');
    expect(entry).toMatchObject({
      actor: { type: 'api_key', id: key.key_id },
      subject: { type: 'payment_provider', id: 'stripe' },
      details: {
        provider: 'stripe',
        livemode: false,
        secret_key_hint: 'sk_test_…0000',
        webhook_secret_hint: 'whsec_…0000',
        replaced: false,
      },
    });
    expect(entry?.actor.label).toContain(prefix);
    const trailText = JSON.stringify(entry);
    expect(trailText).not.toContain(STRIPE.secret_key);
    expect(trailText).not.toContain(STRIPE.webhook_secret);

    for (const person of [owner, admin]) {
      const [mail] = await mailsTo(person.email, /Stripe/);
      expect(mail?.subject).toContain(prefix);
      expect(mail?.text).toContain('sk_test_…0000');
      expect(mail?.text).toMatch(/If it was not/);
      expect(mail?.text).not.toContain(STRIPE.secret_key);
      expect(mail?.html).toContain('<html lang="en">');
    }
    // A developer is not told: they cannot change money settings, and are not who guards them.
    const developerMail = (await readParsedMailbox(p.mailboxDir)).filter((mail) =>
      mail.to.includes(developer.email),
    );
    expect(developerMail).toEqual([]);

    // Replacing and disconnecting are recorded and announced too.
    expect((await api(key.api_key, 'PUT', '/dev/v1/payment-providers/stripe', STRIPE)).status).toBe(200);
    const [replaced] = await trailOf(fullKey, 'payment_provider.connected', 2);
    expect(replaced?.details).toMatchObject({ replaced: true });
    expect((await api(key.api_key, 'DELETE', '/dev/v1/payment-providers/stripe')).status).toBe(200);
    const [gone] = await trailOf(fullKey, 'payment_provider.disconnected');
    expect(gone).toMatchObject({
      actor: { type: 'api_key', id: key.key_id },
      subject: { type: 'payment_provider', id: 'stripe' },
    });
    await mailsTo(owner.email, /Stripe/, 3);
  });

  it('registering and removing a crypto wallet are on the trail with the coin and first address, and mailed', async () => {
    const { shop, owner, fullKey } = await shopWithTeam();
    const key = await newKey(p, shop.id, ['payment_settings.write']);
    const registered = await api(key.api_key, 'PUT', '/dev/v1/crypto-wallets/LTC', { xpub: XPUB });
    expect(registered.status, registered.text).toBe(200);
    const wallet = dataOf<{ first_address: string; xpub_fingerprint: string }>(registered);

    const [entry] = await trailOf(fullKey, 'crypto_wallet.registered');
    expect(entry).toMatchObject({
      actor: { type: 'api_key', id: key.key_id },
      subject: { type: 'crypto_wallet', id: 'LTC' },
      details: {
        coin: 'LTC',
        first_address: wallet.first_address,
        xpub_fingerprint: wallet.xpub_fingerprint,
        replaced: false,
      },
    });
    const [mail] = await mailsTo(owner.email, /LTC/);
    expect(mail?.text).toContain(wallet.first_address);

    expect((await api(key.api_key, 'DELETE', '/dev/v1/crypto-wallets/LTC')).status).toBe(200);
    const [removed] = await trailOf(fullKey, 'crypto_wallet.removed');
    expect(removed).toMatchObject({
      subject: { type: 'crypto_wallet', id: 'LTC' },
      details: { coin: 'LTC', first_address: wallet.first_address },
    });
    await mailsTo(owner.email, /LTC/, 2);
  });

  it('a webhook that receives license keys is on the trail and announced: when added, and when pointed elsewhere', async () => {
    const { owner, developer, fullKey } = await shopWithTeam();
    const { token } = await dashboardToken(p.gatewayUrl, developer);
    // Events that carry no license keys are not announced.
    const quiet = await api(token, 'POST', '/dev/v1/webhooks', {
      url: 'http://127.0.0.1:9/products',
      events: ['product:created'],
    });
    expect(quiet.status, quiet.text).toBe(201);

    const created = await api(token, 'POST', '/dev/v1/webhooks', {
      url: 'http://127.0.0.1:9/developer-keys?token=private',
      events: ['order:paid', 'order:created'],
    });
    expect(created.status, created.text).toBe(201);
    const hook = dataOf<{ id: string }>(created);
    const [entry] = await trailOf(fullKey, 'webhook.license_keys_subscribed');
    expect(entry).toMatchObject({
      actor: { type: 'member', id: developer.id, label: developer.email },
      subject: { type: 'webhook', id: hook.id },
      details: { url: 'http://127.0.0.1:9/developer-keys', events: ['order:paid'] },
    });
    expect(JSON.stringify(entry)).not.toContain('private');
    const [mail] = await mailsTo(owner.email, /license keys/i);
    expect(mail?.subject).toContain(developer.email);
    // Named, but defused like merchant text: no mail client makes a link of it.
    expect(mail?.text).not.toContain('http://127.0.0.1:9/developer-keys');
    expect(mail?.text.replaceAll(LINK_BREAK, '')).toContain('http://127.0.0.1:9/developer-keys');

    const moved = await api(token, 'PATCH', `/dev/v1/webhooks/${hook.id}`, {
      url: 'http://127.0.0.1:9/elsewhere',
    });
    expect(moved.status, moved.text).toBe(200);
    const [changed] = await trailOf(fullKey, 'webhook.license_keys_url_changed');
    expect(changed?.details).toMatchObject({
      url: 'http://127.0.0.1:9/elsewhere',
      previous_url: 'http://127.0.0.1:9/developer-keys',
    });
    await mailsTo(owner.email, /license keys/i, 2);
    const trail = dataOf<TrailEntry[]>(await api(fullKey, 'GET', '/dev/v1/security/audit-trail?limit=100'));
    expect(trail.filter((row) => row.subject.id === JSON.parse(quiet.text).data.id)).toEqual([]);
  });
});
