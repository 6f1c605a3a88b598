import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type DemoCredentials, ensureDemoShop } from '@shopforge/platform';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/browser';
import { eventually } from '../src/eventually';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';

/**
 * The merchant dashboard in headless Chromium through the real gateway, driven with Playwright:
 * the "done when" as a new user tries it (sign in as the demo owner, create a key with
 * products.read, use it, revoke it, see it refused), a webhook endpoint made in the page
 * receiving a test event on a loopback receiver, axe-core on every page, a 375 px screen and
 * the first load's time; two-factor turned on in the page and asked for at the next sign-in, and
 * the shop choice when one email and password open several shops. Screenshots of each page land
 * in e2e/artifacts/dashboard/.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts', 'dashboard');
const PAGES = [
  { path: '/', name: 'overview' },
  { path: '/orders', name: 'orders' },
  { path: '/invoices', name: 'invoices' },
  { path: '/products', name: 'products' },
  { path: '/customers', name: 'customers' },
  { path: '/keys', name: 'api-keys' },
  { path: '/webhooks', name: 'webhooks' },
  { path: '/apps', name: 'oauth-apps' },
  { path: '/members', name: 'members' },
  { path: '/security', name: 'security' },
  { path: '/account', name: 'account' },
] as const;

let p: TestPlatform;
let demo: DemoCredentials;
let demoDir: string;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  p = await platform();
  demoDir = mkdtempSync(join(tmpdir(), 'dashboard-demo-'));
  // What `npm start` seeds on its first run (packages/platform/src/seed.ts): the demo shop and owner.
  demo = await ensureDemoShop(demoDir, p);
  mkdirSync(ARTIFACTS, { recursive: true });
  receiver = await startReceiver();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await p?.close();
  if (demoDir) rmSync(demoDir, { recursive: true, force: true });
});

function url(path: string): string {
  return `${p.gatewayUrl}/dashboard${path === '/' ? '/' : path}`;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Waits until the locator is visible (Playwright's own wait, 10 s). */
async function visible(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
  return locator;
}

async function textOf(locator: Locator): Promise<string> {
  await visible(locator);
  return (await locator.first().textContent()) ?? '';
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByRole('navigation', { name: 'Dashboard' }));
}

/** Email and password on the sign-in page, stopping at whatever step the page asks next. */
async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Sign in to your shop' }));
}

/** `POST /dashboard/api/session` as the page sends it (login CSRF token and cookie), answered raw. */
async function postSession(
  page: Page,
  credentials: Record<string, string>,
): Promise<{ status: number; error: Record<string, unknown> }> {
  return page.evaluate(async (body) => {
    const login = (await (await fetch('/dashboard/api/login')).json()) as { data: { csrf_token: string } };
    const answer = await fetch('/dashboard/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...body, csrf_token: login.data.csrf_token }),
    });
    const json = (await answer.json()) as { error?: Record<string, unknown> };
    return { status: answer.status, error: json.error ?? {} };
  }, credentials);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await visible(page.getByRole('heading', { level: 1 }));
  await eventually('the page to finish loading', async () =>
    (await page.getByText(/^Loading/).count()) === 0 ? true : undefined,
  );
}

describe('the merchant dashboard in a browser', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('loads in under a second, under the strict CSP, with nothing failing in the console', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const started = Date.now();
    const response = await page.goto(url('/'), { waitUntil: 'load' });
    await visible(page.getByRole('heading', { name: 'Sign in to your shop' }));
    const shown = Date.now() - started;
    const loadEventEnd = Number(
      await page.evaluate("performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN"),
    );
    console.info(
      `dashboard first load: loadEventEnd ${Math.round(loadEventEnd)} ms, sign-in form shown after ${shown} ms`,
    );
    expect(loadEventEnd).toBeLessThan(1000);
    expect(shown).toBeLessThan(1000);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The 401 of the signed-out session check is the only expected console line.
    expect(errors.filter((line) => !line.includes('401'))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in');
  });

  it('wrong credentials are refused in words, without leaving the page', async () => {
    await page.getByLabel('Email').fill(demo.owner_email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await textOf(page.getByRole('alert'))).toContain('Wrong email, password or code.');
  });

  it('the demo owner signs in and sees the shop', async () => {
    await signIn(page, demo.owner_email, demo.owner_password);
    await visible(page.getByRole('heading', { level: 1, name: demo.shop_name }));
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);
    await shot(page, 'overview');
  });

  it('creates a key with products.read, which works until it is revoked from the page', async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'API keys' }));
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('curl test');
    await dialog.getByLabel('Products and stock').selectOption('read');
    await shot(page, 'api-keys-create');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByLabel('New API key');
    await visible(secret);
    const key = await secret.inputValue();
    expect(key).toMatch(/^shx_/);
    await shot(page, 'api-keys-created');

    const products = await fetch(`${p.gatewayUrl}/dev/v1/products`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(products.status).toBe(200);
    expect(((await products.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const orders = await fetch(`${p.gatewayUrl}/dev/v1/orders`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(orders.status).toBe(403);

    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: 'curl test' });
    expect(await textOf(row)).toContain('products.read');
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await visible(page.getByRole('status').filter({ hasText: 'revoked' }));
    await shot(page, 'api-keys-revoked');

    const after = await fetch(`${p.gatewayUrl}/dev/v1/products`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(after.status).toBe(401);
  });

  it('a webhook endpoint made in the page receives a test event, and the log shows the attempt', async () => {
    await open(page, '/webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('loopback receiver');
    await dialog.getByRole('checkbox', { name: 'order:paid', exact: true }).check();
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    expect(await (await visible(page.getByLabel('Signing secret'))).inputValue()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem').filter({ hasText: receiver.url });
    await card.getByLabel('Test event').selectOption('order:paid');
    await card.getByRole('button', { name: 'Send test event' }).click();
    const [delivery] = await receiver.waitFor(1);
    expect(JSON.parse(delivery?.rawBody ?? '{}')).toMatchObject({ event: 'order:paid' });

    const log = page.getByRole('region', { name: 'Webhook deliveries' });
    await eventually('the delivery in the log', async () => {
      await page.getByRole('button', { name: 'Refresh deliveries' }).click();
      await page.waitForTimeout(200);
      return (await log.getByRole('row').filter({ hasText: 'SUCCESS' }).count()) === 1 ? true : undefined;
    });
    await shot(page, 'webhooks');
    await log
      .getByRole('row')
      .filter({ hasText: 'SUCCESS' })
      .getByRole('button', { name: /^Attempts/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Delivery' });
    await visible(detail.getByText(/Attempt 1 ·.*HTTP 200/));
    await detail.getByText('Request headers').click();
    expect(await textOf(detail.locator('pre'))).toMatch(/webhook-signature/i);
    await shot(page, 'webhooks-delivery');
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
  });

  it('every page passes axe-core (no serious or critical violation) and is screenshotted', async () => {
    const found: Record<string, string[]> = {};
    for (const { path, name } of PAGES) {
      await open(page, path);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
      await shot(page, name);
    }
    expect(found).toEqual({});
  });

  it('every page is readable on a 375 px screen: nothing scrolls the page sideways', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const wide: Record<string, number> = {};
    for (const { path, name } of PAGES) {
      await open(page, path);
      const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
      if (width > 375) wide[name] = width;
      await shot(page, `${name}-375`);
    }
    expect(wide).toEqual({});
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out, and the page is the sign-in again', async () => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Sign in to your shop' }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Sign in to your shop' }));
  });
});

describe('roles in the dashboard', () => {
  it('staff see no keys page, and the API refuses their token on keys too', async () => {
    const staff = { email: `staff-${Date.now()}@demo.test`, password: 'staff password 123' };
    await p.operator.members.create.mutate({ shop_id: demo.shop_id, ...staff, role: 'staff' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, staff.email, staff.password);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await visible(nav.getByRole('link', { name: 'Orders' }));
    expect(await nav.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    await open(page, '/keys');
    await visible(page.getByRole('heading', { level: 1, name: 'Not allowed' }));
    await shot(page, 'staff-keys-not-allowed');
    // What the page would get if it asked anyway: the member's token is refused by the API.
    const status = await page.evaluate(async () => {
      const session = (await (await fetch('/dashboard/api/session')).json()) as {
        data: { csrf_token: string };
      };
      const token = (await (
        await fetch('/dashboard/api/token', {
          method: 'POST',
          headers: { 'X-CSRF-Token': session.data.csrf_token },
        })
      ).json()) as { data: { access_token: string } };
      const keys = await fetch('/dev/v1/api-keys', {
        headers: { Authorization: `Bearer ${token.data.access_token}` },
      });
      return keys.status;
    });
    expect(status).toBe(403);
    await context.close();
  });
});

describe('the order page’s money buttons', () => {
  /** The demo shop's API, as an integration would call it (the demo key has every scope). */
  const devApi = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${p.gatewayUrl}/dev/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${demo.api_key}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await answer.json()) as { data: Record<string, unknown> };
    expect(answer.status, JSON.stringify(json)).toBeLessThan(300);
    return json.data;
  };
  const orderOf = async (productId: string) =>
    (await devApi('POST', '/orders', {
      customer_email: `buyer-${Date.now()}@money-buttons.example`,
      items: [{ product_id: productId, quantity: 1 }],
    })) as { id: string; uniqid: string };
  const statusOf = async (id: string) => (await devApi('GET', `/orders/${id}`)).status;

  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, demo.owner_email, demo.owner_password);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('an unpaid order offers “Mark as paid and deliver”, which asks first and names the amount; Cancel changes nothing, confirming pays and delivers', async () => {
    const product = (await devApi('POST', '/products', {
      title: 'Setup call',
      price: 42.5,
      type: 'SERVICE',
      service_text: 'Booked for Monday.',
    })) as { id: string };
    const order = await orderOf(product.id);
    await open(page, `/orders/${order.uniqid}`);
    expect(await page.getByRole('button', { name: /deliver again/i }).count()).toBe(0);
    const total = await textOf(page.locator('dt:text-is("Total") + dd'));
    await page.getByRole('button', { name: 'Mark as paid and deliver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this order as paid?' });
    expect(await textOf(dialog)).toContain(total);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'order-mark-paid-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await statusOf(order.id)).toBe('PENDING');

    await page.getByRole('button', { name: 'Mark as paid and deliver' }).click();
    await dialog.getByRole('button', { name: `Mark as paid: ${total}` }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Marked as paid' }));
    expect(await statusOf(order.id)).toBe('COMPLETED');
    expect(await page.getByRole('button', { name: 'Mark as paid and deliver' }).count()).toBe(0);
  });

  it('“Deliver again” appears only on a paid order with a line still to deliver, and delivers it without touching the payment', async () => {
    const product = (await devApi('POST', '/products', {
      title: 'Licence code',
      price: 9,
      type: 'SERIALS',
    })) as { id: string };
    await devApi('POST', `/products/${product.id}/serials`, { serials: ['MONEY-BUTTONS-0'] });
    const order = await orderOf(product.id);
    // The code is withdrawn before the order is paid by hand through the API: its line fails and
    // the paid order waits for stock.
    await devApi('POST', `/products/${product.id}/serials/remove`, { all: true });
    await devApi('POST', `/orders/${order.id}/fulfill`);
    expect(await statusOf(order.id)).toBe('PROCESSING');
    await open(page, `/orders/${order.uniqid}`);
    expect(await page.getByRole('button', { name: 'Mark as paid and deliver' }).count()).toBe(0);
    await devApi('POST', `/products/${product.id}/serials`, { serials: ['MONEY-BUTTONS-1'] });
    await page.getByRole('button', { name: 'Deliver again' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'delivered' }));
    expect(await statusOf(order.id)).toBe('COMPLETED');
    expect(await page.getByRole('button', { name: 'Deliver again' }).count()).toBe(0);
  });

  it('staff, whose role may not change orders, are offered neither button', async () => {
    const product = (await devApi('POST', '/products', {
      title: 'Staff view',
      price: 3,
      type: 'SERVICE',
      service_text: 'Done.',
    })) as { id: string };
    const order = await orderOf(product.id);
    const staff = { email: `staff-money-${Date.now()}@demo.test`, password: 'staff password 123' };
    await p.operator.members.create.mutate({ shop_id: demo.shop_id, ...staff, role: 'staff' });
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, staff.email, staff.password);
    await open(staffPage, `/orders/${order.uniqid}`);
    await visible(staffPage.locator('dt:text-is("Total")'));
    expect(await staffPage.getByRole('button', { name: /paid|deliver|fulfil/i }).count()).toBe(0);
    await staffContext.close();
  });
});

describe('the members page', () => {
  it('a demotion asks first and says which keys go; Cancel keeps the role, confirming revokes the member’s keys beyond the new role', async () => {
    const developer = { email: `demoted-${Date.now()}@demo.test`, password: 'developer password 123' };
    const member = await p.operator.members.create.mutate({
      shop_id: demo.shop_id,
      ...developer,
      role: 'developer',
    });
    // A key the developer made from the dashboard, holding a write staff may not hold.
    const devContext = await browser.newContext();
    const devPage = await devContext.newPage();
    await signIn(devPage, developer.email, developer.password);
    const token = await devPage.evaluate(async () => {
      const session = (await (await fetch('/dashboard/api/session')).json()) as {
        data: { csrf_token: string };
      };
      const minted = await fetch('/dashboard/api/token', {
        method: 'POST',
        headers: { 'x-csrf-token': session.data.csrf_token },
      });
      return ((await minted.json()) as { data: { access_token: string } }).data.access_token;
    });
    await devContext.close();
    const made = await fetch(`${p.gatewayUrl}/dev/v1/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Developer key', scopes: ['products.write'] }),
    });
    expect(made.status).toBe(201);
    const key = ((await made.json()) as { data: { api_key: string } }).data.api_key;
    const products = () =>
      fetch(`${p.gatewayUrl}/dev/v1/products`, { headers: { Authorization: `Bearer ${key}` } }).then(
        (answer) => answer.status,
      );
    expect(await products()).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.owner_email, demo.owner_password);
    await open(page, '/members');
    const select = page.getByRole('combobox', { name: `Role of ${developer.email}` });
    await select.selectOption('staff');
    const dialog = page.getByRole('dialog', { name: `Make ${developer.email} staff?` });
    expect(await textOf(dialog)).toMatch(/API keys .* are revoked/);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const roleOf = async () =>
      (await p.operator.members.list.query({ shop_id: demo.shop_id })).members.find((m) => m.id === member.id)
        ?.role;
    expect(await roleOf()).toBe('developer');
    expect(await products()).toBe(200);

    await select.selectOption('staff');
    await dialog.getByRole('button', { name: 'Change role to staff' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'is now staff' }));
    expect(await roleOf()).toBe('staff');
    expect(await products()).toBe(401);
    await context.close();
  });
});

describe('two-factor sign-in in the page', () => {
  // A member of their own: the demo owner the other tests sign in with keeps a password-only sign-in.
  const member = { email: `two-factor-${Date.now()}@demo.test`, password: 'two factor password 123' };
  let context: BrowserContext;
  let page: Page;
  let totp: TOTP;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    await p.operator.members.create.mutate({ shop_id: demo.shop_id, ...member, role: 'admin' });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is turned on from the account page with a code from the secret it shows, and gives recovery codes', async () => {
    await signIn(page, member.email, member.password);
    await open(page, '/account');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = await (await visible(page.getByLabel('Authenticator secret'))).inputValue();
    totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'account-two-factor-setup');
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    recoveryCodes = (await (await visible(page.getByLabel('Recovery codes'))).inputValue()).split(' ');
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, 'account-recovery-codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('button', { name: 'Turn off two-factor' }));
  });

  it('the API then refuses a password alone: 401 UNAUTHORIZED, subcode TWO_FACTOR_REQUIRED', async () => {
    const refused = await postSession(page, member);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'UNAUTHORIZED', subcode: 'TWO_FACTOR_REQUIRED' });
  });

  it('after signing out, the sign-in asks for the code, and the code opens the shop', async () => {
    await signOut(page);
    await submitCredentials(page, member.email, member.password);
    await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in-two-factor');
    // The enabling code spent this 30 s step; the next step's code is inside the accepted window.
    await page
      .getByLabel('Code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByRole('navigation', { name: 'Dashboard' }));
    await visible(page.getByRole('heading', { level: 1, name: demo.shop_name }));
  });

  it('a recovery code opens it once; the second time it is refused', async () => {
    const [recovery = ''] = recoveryCodes;
    const useRecovery = async () => {
      await signOut(page);
      await submitCredentials(page, member.email, member.password);
      await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Continue' }).click();
    };
    await useRecovery();
    await visible(page.getByRole('navigation', { name: 'Dashboard' }));
    await useRecovery();
    expect(await textOf(page.getByRole('alert'))).toContain('That code did not work');
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('one email and password for several shops', () => {
  const owner = { email: `two-shops-${Date.now()}@demo.test`, password: 'two shops password 123' };
  const shops: { id: string; name: string }[] = [];

  beforeAll(async () => {
    for (const name of [`Corner Shop ${Date.now()}`, `Harbour Shop ${Date.now()}`]) {
      const created = await p.operator.operator.createShop.mutate({ name, currency: 'EUR', owner });
      shops.push({ id: created.shop.id, name });
    }
  });

  it('the API answers 422 VALIDATION_ERROR naming shop_id, with the shops to choose from', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/'));
    const refused = await postSession(page, owner);
    expect(refused.status).toBe(422);
    expect(refused.error.code).toBe('VALIDATION_ERROR');
    expect(refused.error.details).toEqual([expect.objectContaining({ field: 'shop_id' })]);
    const listed = refused.error.shops as { id: string; name: string; slug: string }[];
    expect(listed.map((shop) => shop.id).sort()).toEqual(shops.map((shop) => shop.id).sort());
    for (const shop of listed)
      expect(shop).toEqual({ id: shop.id, name: expect.any(String), slug: expect.any(String) });
    await context.close();
  });

  it('the sign-in page offers the shops as a choice, and opens the one chosen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await submitCredentials(page, owner.email, owner.password);
    await visible(page.getByRole('heading', { name: 'Choose a shop' }));
    const choice = page.getByRole('group', { name: 'This email opens several shops. Which one?' });
    for (const shop of shops) await visible(choice.getByRole('radio', { name: new RegExp(shop.name) }));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in-choose-shop');
    const [, second] = shops;
    await choice.getByRole('radio', { name: new RegExp(second?.name ?? '') }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByRole('navigation', { name: 'Dashboard' }));
    await visible(page.getByRole('heading', { level: 1, name: second?.name ?? '' }));
    await context.close();
  });
});
