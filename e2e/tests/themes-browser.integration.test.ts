import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/browser';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * Publishing visibly changes what buyers see: a real browser opens the preview of a saved
 * draft, then the storefront before and after publishing.
 */
let p: TestPlatform;
let browser: Browser;

beforeAll(async () => {
  p = await platform();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await p?.close();
});

type Data<T> = { data: T };

describe('theme preview and publishing in a browser', () => {
  it('shows the draft in the preview, then the published page with the change', async () => {
    const { shop, fullKey: token } = await newShop(p);
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Browser Key', price: 4.5, type: 'SERVICE' },
    });
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/themes/control/create', {
      token,
      body: { name: 'Main', base: 'pulse' },
    });
    const theme = (created.body as Data<{ id: string }>).data;
    const base = `/dev/v1/themes/${theme.id}/control`;
    const draft = (await call(p.gatewayUrl, 'GET', `${base}/document/draft`, { token })).body as Data<{
      revision: number;
      document: { pages: { sections: { settings: Record<string, unknown> }[] }[] };
    }>;
    const document = structuredClone(draft.data.document);
    document.pages[0]!.sections[0]!.settings.heading = 'Winter keys are here';
    const saved = (
      await call(p.gatewayUrl, 'PUT', `${base}/document`, {
        token,
        body: { expected_revision: draft.data.revision, document },
      })
    ).body as Data<{ revision: number }>;
    const preview = (await call(p.gatewayUrl, 'POST', `${base}/preview`, { token })).body as Data<{
      url: string;
    }>;

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(preview.data.url, { waitUntil: 'load' });
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Winter keys are here');
    expect(await page.$eval('#preview-bar', (bar) => bar.textContent)).toContain(
      `revision ${saved.data.revision}`,
    );
    expect(await page.$$eval('.product h3', (titles) => titles.map((title) => title.textContent))).toContain(
      'Browser Key',
    );

    await page.goto(`${p.gatewayUrl}/store/${shop.slug}`, { waitUntil: 'load' });
    expect(await page.$eval('h1', (h1) => h1.textContent)).not.toBe('Winter keys are here');
    expect(await page.$('#preview-bar')).toBeNull();

    await call(p.gatewayUrl, 'POST', `${base}/publish`, {
      token,
      body: { expected_revision: saved.data.revision },
    });
    await page.reload({ waitUntil: 'load' });
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Winter keys are here');
    expect(await page.$eval('.price', (price) => price.textContent)).toBe('4.50 EUR');
    await context.close();
  });
});
